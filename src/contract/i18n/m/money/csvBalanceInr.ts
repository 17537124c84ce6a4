import { message, type Message } from '../../locale'

export const csvBalanceInr: Message = /* @__PURE__ */ message('money', 'csvBalanceInr', `Balance (INR, debit +)`)
