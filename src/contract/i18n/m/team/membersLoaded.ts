import { message, type Message } from '../../locale'

export const membersLoaded: Message = /* @__PURE__ */ message('team', 'membersLoaded', `Members loaded`)
