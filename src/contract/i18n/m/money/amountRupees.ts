import { message, type Message } from '../../locale'

export const amountRupees: Message = /* @__PURE__ */ message('money', 'amountRupees', `Amount (₹)`)
