import { message, type Message } from '../../locale'

export const noInvites: Message = /* @__PURE__ */ message('team', 'noInvites', `No pending invites.`)
