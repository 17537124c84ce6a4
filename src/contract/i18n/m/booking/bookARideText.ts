import { message, type Message } from '../../locale'

export const bookARideText: Message = /* @__PURE__ */ message('booking', 'bookARideText', `Book a car for a customer from a known place or a typed point, now or later.`)
