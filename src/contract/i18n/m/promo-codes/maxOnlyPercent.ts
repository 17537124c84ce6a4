import { message, type Message } from '../../locale'

export const maxOnlyPercent: Message = /* @__PURE__ */ message('promo-codes', 'maxOnlyPercent', `Maximum discount applies only to percent discounts`)
