import { message, type Message } from '../../locale'

export const cancelBooking: Message = /* @__PURE__ */ message('booking', 'cancelBooking', `Cancel booking`)
