import { message, type Message } from '../../locale'

export const loadFailedAgain: Message = /* @__PURE__ */ message('shell', 'loadFailedAgain', `Still no connection.`)
