import { message, type Message } from '../../locale'

export const bookARide: Message = /* @__PURE__ */ message('palette', 'bookARide', `Book a ride`)
