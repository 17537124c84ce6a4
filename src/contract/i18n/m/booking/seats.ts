import { message, type Message } from '../../locale'

export const seats: Message = /* @__PURE__ */ message('booking', 'seats', `Seats`)
