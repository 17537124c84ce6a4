import { message, type Message } from '../../locale'

export const inviteLoaded: Message = /* @__PURE__ */ message('team', 'inviteLoaded', `Invite loaded`)
