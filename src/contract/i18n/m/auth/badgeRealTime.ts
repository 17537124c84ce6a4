import { message, type Message } from '../../locale'

export const badgeRealTime: Message = /* @__PURE__ */ message('auth', 'badgeRealTime', `Real-Time`)
