import { message, type Message } from '../../locale'

export const nounSubscribers: Message = /* @__PURE__ */ message('server', 'nounSubscribers', `subscribers`)
