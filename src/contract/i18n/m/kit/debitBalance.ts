import { message, type Message } from '../../locale'

export const debitBalance: Message = /* @__PURE__ */ message('kit', 'debitBalance', `Debit balance`)
