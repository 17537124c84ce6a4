import { message, type Message } from '../../locale'

export const walletsLoaded: Message = /* @__PURE__ */ message('money', 'walletsLoaded', `Wallets loaded`)
