import { message, type Message } from '../../locale'

export const rideText: Message = /* @__PURE__ */ message('booking', 'rideText', `The car, and where the customer is picked up and dropped.`)
