import { message, type Message } from '../../locale'

export const valid: Message = /* @__PURE__ */ message('promo-codes', 'valid', `Valid`)
