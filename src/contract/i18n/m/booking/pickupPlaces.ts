import { message, type Message } from '../../locale'

export const pickupPlaces: Message = /* @__PURE__ */ message('booking', 'pickupPlaces', `Pickup places`)
