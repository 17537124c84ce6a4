import { message, type Message } from '../../locale'

export const backToBookings: Message = /* @__PURE__ */ message('booking', 'backToBookings', `Back to bookings`)
