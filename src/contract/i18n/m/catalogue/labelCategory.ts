import { message, type Message } from '../../locale'

export const labelCategory: Message = /* @__PURE__ */ message('catalogue', 'labelCategory', `Category`)
