import { message, type Message } from '../../locale'

export const stepPromoTitle: Message = /* @__PURE__ */ message('kit', 'stepPromoTitle', `Create a promo code`)
