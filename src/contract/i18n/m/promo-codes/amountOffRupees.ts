import { message, type Message } from '../../locale'

export const amountOffRupees: Message = /* @__PURE__ */ message('promo-codes', 'amountOffRupees', `Amount off (₹)`)
