import { message, type Message } from '../../locale'

export const statusOnTrip: Message = /* @__PURE__ */ message('booking', 'statusOnTrip', `On trip`)
