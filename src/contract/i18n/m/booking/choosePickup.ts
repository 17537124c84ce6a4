import { message, type Message } from '../../locale'

export const choosePickup: Message = /* @__PURE__ */ message('booking', 'choosePickup', `Please choose the pickup`)
