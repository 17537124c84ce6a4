import { message, type Message } from '../../locale'

export const scheduled: Message = /* @__PURE__ */ message('booking', 'scheduled', `Scheduled`)
