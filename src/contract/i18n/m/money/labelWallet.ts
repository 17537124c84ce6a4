import { message, type Message } from '../../locale'

export const labelWallet: Message = /* @__PURE__ */ message('money', 'labelWallet', `Wallet`)
