import { message, type Message } from '../../locale'

export const walletNotFound: Message = /* @__PURE__ */ message('money', 'walletNotFound', `Wallet not found.`)
