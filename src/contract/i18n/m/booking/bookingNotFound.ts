import { message, type Message } from '../../locale'

export const bookingNotFound: Message = /* @__PURE__ */ message('booking', 'bookingNotFound', `Booking not found.`)
