import { message, type Message } from '../../locale'

export const complaintLoaded: Message = /* @__PURE__ */ message('complaints', 'complaintLoaded', `Complaint loaded`)
