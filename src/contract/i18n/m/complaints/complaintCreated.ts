import { message, type Message } from '../../locale'

export const complaintCreated: Message = /* @__PURE__ */ message('complaints', 'complaintCreated', `Complaint created`)
