import { message, type Message } from '../../locale'

export const enterFarePerMinute: Message = /* @__PURE__ */ message('booking', 'enterFarePerMinute', `Please enter the fare per minute`)
