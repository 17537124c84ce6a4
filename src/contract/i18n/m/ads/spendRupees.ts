import { message, type Message } from '../../locale'

export const spendRupees: Message = /* @__PURE__ */ message('ads', 'spendRupees', `Spend (₹)`)
