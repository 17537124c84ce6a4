import { message, type Message } from '../../locale'

export const priorityMedium: Message = /* @__PURE__ */ message('complaints', 'priorityMedium', `Medium`)
