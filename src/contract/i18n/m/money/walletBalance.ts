import { message, type Message } from '../../locale'

export const walletBalance: Message = /* @__PURE__ */ message('money', 'walletBalance', `Wallet balance`)
