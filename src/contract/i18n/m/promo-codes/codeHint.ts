import { message, type Message } from '../../locale'

export const codeHint: Message = /* @__PURE__ */ message('promo-codes', 'codeHint', `4 to 20 letters or digits`)
