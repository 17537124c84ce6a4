import { message, type Message } from '../../locale'

export const walletTxLoaded: Message = /* @__PURE__ */ message('money', 'walletTxLoaded', `Wallet transaction loaded`)
