import { message, type Message } from '../../locale'

export const promoCodeLoaded: Message = /* @__PURE__ */ message('server', 'promoCodeLoaded', `Promo code loaded`)
