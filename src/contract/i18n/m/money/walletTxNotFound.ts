import { message, type Message } from '../../locale'

export const walletTxNotFound: Message = /* @__PURE__ */ message('money', 'walletTxNotFound', `Wallet transaction not found.`)
