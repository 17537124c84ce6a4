import { message, type Message } from '../../locale'

export const offlineTicket: Message = /* @__PURE__ */ message('complaints', 'offlineTicket', `Changes to this ticket wait until you are back online.`)
