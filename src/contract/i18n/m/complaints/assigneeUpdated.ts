import { message, type Message } from '../../locale'

export const assigneeUpdated: Message = /* @__PURE__ */ message('complaints', 'assigneeUpdated', `Assignee updated`)
