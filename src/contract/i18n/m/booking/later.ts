import { message, type Message } from '../../locale'

export const later: Message = /* @__PURE__ */ message('booking', 'later', `Schedule for later`)
