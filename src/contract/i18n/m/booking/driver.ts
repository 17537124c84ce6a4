import { message, type Message } from '../../locale'

export const driver: Message = /* @__PURE__ */ message('booking', 'driver', `Driver`)
