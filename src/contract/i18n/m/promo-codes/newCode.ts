import { message, type Message } from '../../locale'

export const newCode: Message = /* @__PURE__ */ message('promo-codes', 'newCode', `New promo code`)
