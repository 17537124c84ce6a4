import { message, type Message } from '../../locale'

export const csvDebitInr: Message = /* @__PURE__ */ message('money', 'csvDebitInr', `Debit (INR)`)
