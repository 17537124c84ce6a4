import { message, type Message } from '../../locale'

export const typePromoCode: Message = /* @__PURE__ */ message('palette', 'typePromoCode', `Promo code`)
