import { message, type Message } from '../../locale'

export const typeComplaint: Message = /* @__PURE__ */ message('history', 'typeComplaint', `Complaint`)
