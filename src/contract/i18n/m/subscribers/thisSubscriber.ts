import { message, type Message } from '../../locale'

export const thisSubscriber: Message = /* @__PURE__ */ message('subscribers', 'thisSubscriber', `this subscriber`)
