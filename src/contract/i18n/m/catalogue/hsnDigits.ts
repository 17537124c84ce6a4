import { message, type Message } from '../../locale'

export const hsnDigits: Message = /* @__PURE__ */ message('catalogue', 'hsnDigits', `HSN code must be 4 to 8 digits`)
