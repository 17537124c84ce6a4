import { message, type Message } from '../../locale'

export const labelAssignee: Message = /* @__PURE__ */ message('complaints', 'labelAssignee', `Assignee`)
