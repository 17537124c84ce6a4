import { message, type Message } from '../../locale'

export const inviteTitle: Message = /* @__PURE__ */ message('team', 'inviteTitle', `Invite a member`)
