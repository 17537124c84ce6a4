import { message, type Message } from '../../locale'

export const nounSubscriber: Message = /* @__PURE__ */ message('server', 'nounSubscriber', `subscriber`)
