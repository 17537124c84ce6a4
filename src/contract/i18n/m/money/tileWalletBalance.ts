import { message, type Message } from '../../locale'

export const tileWalletBalance: Message = /* @__PURE__ */ message('money', 'tileWalletBalance', `Wallet balance`)
