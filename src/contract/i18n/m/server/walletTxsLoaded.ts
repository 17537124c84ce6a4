import { message, type Message } from '../../locale'

export const walletTxsLoaded: Message = /* @__PURE__ */ message('server', 'walletTxsLoaded', `Wallet transactions loaded`)
