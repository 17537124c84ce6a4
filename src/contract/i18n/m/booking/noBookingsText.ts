import { message, type Message } from '../../locale'

export const noBookingsText: Message = /* @__PURE__ */ message('booking', 'noBookingsText', `Book a ride for a customer and it shows here.`)
