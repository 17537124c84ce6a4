import { message, type Message } from '../../locale'

export const pickup: Message = /* @__PURE__ */ message('booking', 'pickup', `Pickup`)
