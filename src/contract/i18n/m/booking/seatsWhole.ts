import { message, type Message } from '../../locale'

export const seatsWhole: Message = /* @__PURE__ */ message('booking', 'seatsWhole', `Seats must be a whole number`)
