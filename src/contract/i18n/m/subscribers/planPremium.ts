import { message, type Message } from '../../locale'

export const planPremium: Message = /* @__PURE__ */ message('subscribers', 'planPremium', `Premium`)
