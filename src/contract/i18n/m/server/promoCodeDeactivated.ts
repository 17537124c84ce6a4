import { message, type Message } from '../../locale'

export const promoCodeDeactivated: Message = /* @__PURE__ */ message('server', 'promoCodeDeactivated', `Promo code deactivated`)
