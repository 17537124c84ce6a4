import { message, type Message } from '../../locale'

export const driverAssigned: Message = /* @__PURE__ */ message('booking', 'driverAssigned', `Driver and vehicle assigned`)
