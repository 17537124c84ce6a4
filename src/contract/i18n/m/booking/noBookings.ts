import { message, type Message } from '../../locale'

export const noBookings: Message = /* @__PURE__ */ message('booking', 'noBookings', `No bookings yet`)
