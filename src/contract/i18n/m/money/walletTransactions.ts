import { message, type Message } from '../../locale'

export const walletTransactions: Message = /* @__PURE__ */ message('money', 'walletTransactions', `Wallet transactions`)
