import { message, type Message } from '../../locale'

export const pendingInvites: Message = /* @__PURE__ */ message('team', 'pendingInvites', `Pending invites`)
