import { message, type Message } from '../../locale'

export const pickupName: Message = /* @__PURE__ */ message('booking', 'pickupName', `Pickup name`)
