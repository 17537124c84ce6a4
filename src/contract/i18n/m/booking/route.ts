import { message, type Message } from '../../locale'

export const route: Message = /* @__PURE__ */ message('booking', 'route', `Route`)
