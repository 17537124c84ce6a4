import { message, type Message } from '../../locale'

export const rideBooked: Message = /* @__PURE__ */ message('booking', 'rideBooked', `Ride booked`)
