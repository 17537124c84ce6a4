import { message, type Message } from '../../locale'

export const limitsSection: Message = /* @__PURE__ */ message('promo-codes', 'limitsSection', `Limits and validity`)
