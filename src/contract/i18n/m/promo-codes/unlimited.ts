import { message, type Message } from '../../locale'

export const unlimited: Message = /* @__PURE__ */ message('promo-codes', 'unlimited', `Unlimited`)
