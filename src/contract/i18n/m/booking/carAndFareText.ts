import { message, type Message } from '../../locale'

export const carAndFareText: Message = /* @__PURE__ */ message('booking', 'carAndFareText', `A ride costs the base fare, plus the fare per km and per minute of the trip.`)
