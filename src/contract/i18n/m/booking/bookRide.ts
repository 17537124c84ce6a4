import { message, type Message } from '../../locale'

export const bookRide: Message = /* @__PURE__ */ message('booking', 'bookRide', `Book ride`)
