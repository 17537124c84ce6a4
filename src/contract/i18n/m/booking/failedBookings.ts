import { message, type Message } from '../../locale'

export const failedBookings: Message = /* @__PURE__ */ message('booking', 'failedBookings', `Failed to fetch bookings`)
