import { message, type Message } from '../../locale'

export const complaint: Message = /* @__PURE__ */ message('complaints', 'complaint', `Complaint`)
