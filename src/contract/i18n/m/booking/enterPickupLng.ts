import { message, type Message } from '../../locale'

export const enterPickupLng: Message = /* @__PURE__ */ message('booking', 'enterPickupLng', `Please enter the pickup longitude`)
