import { message, type Message } from '../../locale'

export const booked: Message = /* @__PURE__ */ message('booking', 'booked', `Booked`)
