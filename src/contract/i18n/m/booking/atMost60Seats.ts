import { message, type Message } from '../../locale'

export const atMost60Seats: Message = /* @__PURE__ */ message('booking', 'atMost60Seats', `At most 60 seats`)
