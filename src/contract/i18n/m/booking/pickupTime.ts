import { message, type Message } from '../../locale'

export const pickupTime: Message = /* @__PURE__ */ message('booking', 'pickupTime', `Pickup time`)
