import { message, type Message } from '../../locale'

export const yourSessions: Message = /* @__PURE__ */ message('team', 'yourSessions', `Where you are signed in`)
