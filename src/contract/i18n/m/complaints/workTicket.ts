import { message, type Message } from '../../locale'

export const workTicket: Message = /* @__PURE__ */ message('complaints', 'workTicket', `Work this ticket`)
