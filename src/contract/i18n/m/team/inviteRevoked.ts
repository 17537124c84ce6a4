import { message, type Message } from '../../locale'

export const inviteRevoked: Message = /* @__PURE__ */ message('team', 'inviteRevoked', `Invite revoked`)
