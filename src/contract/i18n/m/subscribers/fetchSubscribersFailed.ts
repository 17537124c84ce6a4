import { message, type Message } from '../../locale'

export const fetchSubscribersFailed: Message = /* @__PURE__ */ message('subscribers', 'fetchSubscribersFailed', `Failed to fetch subscribers`)
