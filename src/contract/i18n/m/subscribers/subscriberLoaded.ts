import { message, type Message } from '../../locale'

export const subscriberLoaded: Message = /* @__PURE__ */ message('subscribers', 'subscriberLoaded', `Subscriber loaded`)
