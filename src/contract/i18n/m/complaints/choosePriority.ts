import { message, type Message } from '../../locale'

export const choosePriority: Message = /* @__PURE__ */ message('complaints', 'choosePriority', `Please choose a priority`)
