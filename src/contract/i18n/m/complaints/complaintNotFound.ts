import { message, type Message } from '../../locale'

export const complaintNotFound: Message = /* @__PURE__ */ message('complaints', 'complaintNotFound', `Complaint not found.`)
