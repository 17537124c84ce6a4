import { message, type Message } from '../../locale'

export const walletLoaded: Message = /* @__PURE__ */ message('booking', 'walletLoaded', `Wallet loaded`)
