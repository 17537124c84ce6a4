import { message, type Message } from '../../locale'

export const priorityLow: Message = /* @__PURE__ */ message('complaints', 'priorityLow', `Low`)
