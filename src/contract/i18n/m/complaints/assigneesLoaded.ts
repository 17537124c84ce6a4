import { message, type Message } from '../../locale'

export const assigneesLoaded: Message = /* @__PURE__ */ message('complaints', 'assigneesLoaded', `Assignees loaded`)
