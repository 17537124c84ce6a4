import { message, type Message } from '../../locale'

export const backToBooking: Message = /* @__PURE__ */ message('booking', 'backToBooking', `Back to booking`)
