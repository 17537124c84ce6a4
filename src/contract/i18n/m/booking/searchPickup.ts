import { message, type Message } from '../../locale'

export const searchPickup: Message = /* @__PURE__ */ message('booking', 'searchPickup', `Search pickup`)
