import { message, type Message } from '../../locale'

export const enterPickupLat: Message = /* @__PURE__ */ message('booking', 'enterPickupLat', `Please enter the pickup latitude`)
