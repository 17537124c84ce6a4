import { message, type Message } from '../../locale'

export const typeEvent: Message = /* @__PURE__ */ message('feeds', 'typeEvent', `Event`)
