import { message, type Message } from '../../locale'

export const bookingLoaded: Message = /* @__PURE__ */ message('booking', 'bookingLoaded', `Booking loaded`)
