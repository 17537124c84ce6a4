import { message, type Message } from '../../locale'

export const sessionExpired: Message = /* @__PURE__ */ message('server', 'sessionExpired', `Your session has expired. Please log in again.`)
