import { message, type Message } from '../../locale'

export const typeComplaint: Message = /* @__PURE__ */ message('palette', 'typeComplaint', `Complaint`)
