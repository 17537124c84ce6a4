import { message, type Message } from '../../locale'

export const nounBooking: Message = /* @__PURE__ */ message('server', 'nounBooking', `booking`)
