import { message, type Message } from '../../locale'

export const newPromoCode: Message = /* @__PURE__ */ message('palette', 'newPromoCode', `New promo code`)
