import { message, type Message } from '../../locale'

export const nounTransactions: Message = /* @__PURE__ */ message('money', 'nounTransactions', `transactions`)
