import { message, type Message } from '../../locale'

export const nounBookings: Message = /* @__PURE__ */ message('server', 'nounBookings', `bookings`)
