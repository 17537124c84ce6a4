import { message, type Message } from '../../locale'

export const hsnHint: Message = /* @__PURE__ */ message('catalogue', 'hsnHint', `4 to 8 digits`)
