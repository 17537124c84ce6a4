import { message, type Message } from '../../locale'

export const priorityUrgent: Message = /* @__PURE__ */ message('complaints', 'priorityUrgent', `Urgent`)
