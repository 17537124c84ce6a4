import { message, type Message } from '../../locale'

export const choosePickupTime: Message = /* @__PURE__ */ message('booking', 'choosePickupTime', `Please choose the pickup time`)
