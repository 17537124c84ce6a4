import { message, type Message } from '../../locale'

export const navBookRide: Message = /* @__PURE__ */ message('shell', 'navBookRide', `Book a ride`)
