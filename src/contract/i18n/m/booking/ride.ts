import { message, type Message } from '../../locale'

export const ride: Message = /* @__PURE__ */ message('booking', 'ride', `Ride`)
