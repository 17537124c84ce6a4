import { message, type Message } from '../../locale'

export const promoCodesLoaded: Message = /* @__PURE__ */ message('server', 'promoCodesLoaded', `Promo codes loaded`)
