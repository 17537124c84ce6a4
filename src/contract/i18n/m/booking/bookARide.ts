import { message, type Message } from '../../locale'

export const bookARide: Message = /* @__PURE__ */ message('booking', 'bookARide', `Book a ride`)
