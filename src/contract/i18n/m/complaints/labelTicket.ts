import { message, type Message } from '../../locale'

export const labelTicket: Message = /* @__PURE__ */ message('complaints', 'labelTicket', `Ticket`)
