import { message, type Message } from '../../locale'

export const walletBalanceLoaded: Message = /* @__PURE__ */ message('money', 'walletBalanceLoaded', `Wallet balance loaded`)
