import { message, type Message } from '../../locale'

export const inviteNotOpen: Message = /* @__PURE__ */ message('team', 'inviteNotOpen', `This invite is no longer open.`)
