import { message, type Message } from '../../locale'

export const promoCodeActivated: Message = /* @__PURE__ */ message('server', 'promoCodeActivated', `Promo code activated`)
