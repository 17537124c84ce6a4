import { message, type Message } from '../../locale'

export const deliveryUnknown: Message = /* @__PURE__ */ message('server', 'deliveryUnknown', `No such message.`)
