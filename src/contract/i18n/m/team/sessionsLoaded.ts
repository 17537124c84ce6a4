import { message, type Message } from '../../locale'

export const sessionsLoaded: Message = /* @__PURE__ */ message('team', 'sessionsLoaded', `Sessions loaded`)
