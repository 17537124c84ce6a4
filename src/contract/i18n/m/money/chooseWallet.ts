import { message, type Message } from '../../locale'

export const chooseWallet: Message = /* @__PURE__ */ message('money', 'chooseWallet', `Please choose a wallet`)
