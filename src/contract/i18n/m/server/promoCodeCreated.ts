import { message, type Message } from '../../locale'

export const promoCodeCreated: Message = /* @__PURE__ */ message('server', 'promoCodeCreated', `Promo code created`)
