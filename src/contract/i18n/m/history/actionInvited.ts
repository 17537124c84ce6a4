import { message, type Message } from '../../locale'

export const actionInvited: Message = /* @__PURE__ */ message('history', 'actionInvited', `Invited`)
