import { message, type Message } from '../../locale'

export const navComplaints: Message = /* @__PURE__ */ message('shell', 'navComplaints', `Complaints`)
