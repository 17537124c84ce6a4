import { message, type Message } from '../../locale'

export const sessionExpired: Message = /* @__PURE__ */ message('kit', 'sessionExpired', `Your session has expired. Please log in again.`)
