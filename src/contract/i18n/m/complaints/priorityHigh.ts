import { message, type Message } from '../../locale'

export const priorityHigh: Message = /* @__PURE__ */ message('complaints', 'priorityHigh', `High`)
