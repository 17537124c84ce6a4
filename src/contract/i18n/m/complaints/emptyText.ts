import { message, type Message } from '../../locale'

export const emptyText: Message = /* @__PURE__ */ message('complaints', 'emptyText', `Complaints from customers appear here as they come in.`)
