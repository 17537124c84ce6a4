import { message, type Message } from '../../locale'

export const typeWalletTransaction: Message = /* @__PURE__ */ message('history', 'typeWalletTransaction', `Wallet transaction`)
