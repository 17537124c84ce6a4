import { message, type Message } from '../../locale'

export const carAndFare: Message = /* @__PURE__ */ message('booking', 'carAndFare', `Car and fare`)
