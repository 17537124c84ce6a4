import { message, type Message } from '../../locale'

export const phone: Message = /* @__PURE__ */ message('booking', 'phone', `Phone`)
