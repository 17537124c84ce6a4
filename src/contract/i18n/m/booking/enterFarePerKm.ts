import { message, type Message } from '../../locale'

export const enterFarePerKm: Message = /* @__PURE__ */ message('booking', 'enterFarePerKm', `Please enter the fare per km`)
