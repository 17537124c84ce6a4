import { message, type Message } from '../../locale'

export const enterSeats: Message = /* @__PURE__ */ message('booking', 'enterSeats', `Please enter the seats`)
