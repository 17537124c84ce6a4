import { message, type Message } from '../../locale'

export const subscriber: Message = /* @__PURE__ */ message('subscribers', 'subscriber', `Subscriber`)
