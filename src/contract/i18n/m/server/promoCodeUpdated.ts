import { message, type Message } from '../../locale'

export const promoCodeUpdated: Message = /* @__PURE__ */ message('server', 'promoCodeUpdated', `Promo code updated`)
