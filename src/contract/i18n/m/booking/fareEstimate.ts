import { message, type Message } from '../../locale'

export const fareEstimate: Message = /* @__PURE__ */ message('booking', 'fareEstimate', `Fare estimate`)
