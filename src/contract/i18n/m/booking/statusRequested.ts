import { message, type Message } from '../../locale'

export const statusRequested: Message = /* @__PURE__ */ message('booking', 'statusRequested', `Requested`)
