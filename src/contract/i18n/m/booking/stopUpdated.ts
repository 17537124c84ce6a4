import { message, type Message } from '../../locale'

export const stopUpdated: Message = /* @__PURE__ */ message('booking', 'stopUpdated', `Stop updated`)
