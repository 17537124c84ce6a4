import { message, type Message } from '../../locale'

export const longitude: Message = /* @__PURE__ */ message('booking', 'longitude', `Longitude`)
