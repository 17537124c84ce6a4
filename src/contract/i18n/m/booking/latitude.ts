import { message, type Message } from '../../locale'

export const latitude: Message = /* @__PURE__ */ message('booking', 'latitude', `Latitude`)
