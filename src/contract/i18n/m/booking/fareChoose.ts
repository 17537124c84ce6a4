import { message, type Message } from '../../locale'

export const fareChoose: Message = /* @__PURE__ */ message('booking', 'fareChoose', `Fare: choose a car and both places`)
