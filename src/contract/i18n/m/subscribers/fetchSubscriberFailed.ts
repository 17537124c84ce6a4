import { message, type Message } from '../../locale'

export const fetchSubscriberFailed: Message = /* @__PURE__ */ message('subscribers', 'fetchSubscriberFailed', `Failed to fetch the subscriber`)
