import { message, type Message } from '../../locale'

export const listDescription: Message = /* @__PURE__ */ message('complaints', 'listDescription', `Tickets from customers: work them from open to resolved.`)
