import { message, type Message } from '../../locale'

export const navBookings: Message = /* @__PURE__ */ message('shell', 'navBookings', `Bookings`)
