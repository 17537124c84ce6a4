import { message, type Message } from '../../locale'

export const invite: Message = /* @__PURE__ */ message('team', 'invite', `Invite`)
