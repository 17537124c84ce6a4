import { message, type Message } from '../../locale'

export const templateFilter: Message = /* @__PURE__ */ message('catalogue', 'templateFilter', `Template`)
