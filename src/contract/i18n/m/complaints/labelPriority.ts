import { message, type Message } from '../../locale'

export const labelPriority: Message = /* @__PURE__ */ message('complaints', 'labelPriority', `Priority`)
