import { message, type Message } from '../../locale'

export const bookingsText: Message = /* @__PURE__ */ message('booking', 'bookingsText', `Every ride booked for your organisation; cancel one while it is not on trip.`)
