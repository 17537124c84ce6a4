import { message, type Message } from '../../locale'

export const transactionHistory: Message = /* @__PURE__ */ message('money', 'transactionHistory', `Transaction history`)
