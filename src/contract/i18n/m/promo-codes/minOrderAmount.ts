import { message, type Message } from '../../locale'

export const minOrderAmount: Message = /* @__PURE__ */ message('promo-codes', 'minOrderAmount', `Minimum order must be an amount`)
