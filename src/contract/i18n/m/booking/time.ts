import { message, type Message } from '../../locale'

export const time: Message = /* @__PURE__ */ message('booking', 'time', `Time`)
