import { message, type Message } from '../../locale'

export const typeSubscriber: Message = /* @__PURE__ */ message('palette', 'typeSubscriber', `Subscriber`)
