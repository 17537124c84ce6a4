import { message, type Message } from '../../locale'

export const nounPromoCode: Message = /* @__PURE__ */ message('kit', 'nounPromoCode', `promo code`)
