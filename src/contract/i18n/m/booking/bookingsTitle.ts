import { message, type Message } from '../../locale'

export const bookingsTitle: Message = /* @__PURE__ */ message('booking', 'bookingsTitle', `Bookings`)
