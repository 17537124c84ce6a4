import { message, type Message } from '../../locale'

export const logistics: Message = /* @__PURE__ */ message('booking', 'logistics', `Logistics`)
