import { message, type Message } from '../../locale'

export const inviteAction: Message = /* @__PURE__ */ message('mail', 'inviteAction', `Accept the invitation`)
