import { message, type Message } from '../../locale'

export const searchBookings: Message = /* @__PURE__ */ message('booking', 'searchBookings', `Search customers, phones and places`)
