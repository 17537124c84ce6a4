import { message, type Message } from '../../locale'

export const typeBooking: Message = /* @__PURE__ */ message('palette', 'typeBooking', `Booking`)
