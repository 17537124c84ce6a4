import { message, type Message } from '../../locale'

export const csvAmountInr: Message = /* @__PURE__ */ message('money', 'csvAmountInr', `Amount (INR)`)
