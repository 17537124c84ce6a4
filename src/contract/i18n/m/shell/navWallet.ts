import { message, type Message } from '../../locale'

export const navWallet: Message = /* @__PURE__ */ message('shell', 'navWallet', `Wallet`)
