import { message, type Message } from '../../locale'

export const selectCategory: Message = /* @__PURE__ */ message('catalogue', 'selectCategory', `Select category`)
