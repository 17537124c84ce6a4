import { message, type Message } from '../../locale'

export const noComplaints: Message = /* @__PURE__ */ message('subscribers', 'noComplaints', `No complaints from this subscriber.`)
