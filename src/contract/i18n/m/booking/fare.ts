import { message, type Message } from '../../locale'

export const fare: Message = /* @__PURE__ */ message('booking', 'fare', `Fare`)
