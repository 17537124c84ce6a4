import { message, type Message } from '../../locale'

export const codeMany: Message = /* @__PURE__ */ message('promo-codes', 'codeMany', `promo codes`)
