import { message, type Message } from '../../locale'

export const nounComplaints: Message = /* @__PURE__ */ message('server', 'nounComplaints', `complaints`)
