import { message, type Message } from '../../locale'

export const subscriberNotFound: Message = /* @__PURE__ */ message('subscribers', 'subscriberNotFound', `Subscriber not found.`)
