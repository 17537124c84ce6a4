import { message, type Message } from '../../locale'

export const allComplaints: Message = /* @__PURE__ */ message('complaints', 'allComplaints', `All complaints`)
