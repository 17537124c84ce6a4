import { message, type Message } from '../../locale'

export const stop: Message = /* @__PURE__ */ message('booking', 'stop', `Stop`)
