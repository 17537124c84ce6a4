import { message, type Message } from '../../locale'

export const changeAssignee: Message = /* @__PURE__ */ message('complaints', 'changeAssignee', `Change assignee`)
