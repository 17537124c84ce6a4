import { message, type Message } from '../../locale'

export const bookingCancelled: Message = /* @__PURE__ */ message('booking', 'bookingCancelled', `Booking cancelled`)
