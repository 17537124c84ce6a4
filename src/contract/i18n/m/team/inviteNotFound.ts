import { message, type Message } from '../../locale'

export const inviteNotFound: Message = /* @__PURE__ */ message('team', 'inviteNotFound', `Invite not found.`)
