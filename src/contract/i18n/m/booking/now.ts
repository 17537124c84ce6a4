import { message, type Message } from '../../locale'

export const now: Message = /* @__PURE__ */ message('booking', 'now', `Now`)
