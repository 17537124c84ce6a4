import { message, type Message } from '../../locale'

export const bookingsLoaded: Message = /* @__PURE__ */ message('server', 'bookingsLoaded', `Bookings loaded`)
