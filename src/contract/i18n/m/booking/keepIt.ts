import { message, type Message } from '../../locale'

export const keepIt: Message = /* @__PURE__ */ message('booking', 'keepIt', `Keep it`)
