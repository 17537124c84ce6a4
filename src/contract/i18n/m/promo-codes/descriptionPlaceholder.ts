import { message, type Message } from '../../locale'

export const descriptionPlaceholder: Message = /* @__PURE__ */ message('promo-codes', 'descriptionPlaceholder', `What the offer is for`)
