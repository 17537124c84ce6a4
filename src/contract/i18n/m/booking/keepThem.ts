import { message, type Message } from '../../locale'

export const keepThem: Message = /* @__PURE__ */ message('booking', 'keepThem', `Keep them`)
