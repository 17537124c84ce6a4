import { message, type Message } from '../../locale'

export const bookingHistory: Message = /* @__PURE__ */ message('booking', 'bookingHistory', `Booking history`)
