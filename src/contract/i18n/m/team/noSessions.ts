import { message, type Message } from '../../locale'

export const noSessions: Message = /* @__PURE__ */ message('team', 'noSessions', `Not signed in anywhere.`)
