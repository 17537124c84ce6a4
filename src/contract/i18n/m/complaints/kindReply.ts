import { message, type Message } from '../../locale'

export const kindReply: Message = /* @__PURE__ */ message('complaints', 'kindReply', `Reply to the customer`)
