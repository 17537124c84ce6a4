import { message, type Message } from '../../locale'

export const statusInvited: Message = /* @__PURE__ */ message('team', 'statusInvited', `Invited`)
