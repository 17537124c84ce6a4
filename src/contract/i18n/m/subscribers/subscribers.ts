import { message, type Message } from '../../locale'

export const subscribers: Message = /* @__PURE__ */ message('subscribers', 'subscribers', `Subscribers`)
