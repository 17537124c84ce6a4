import { message, type Message } from '../../locale'

export const nounMembers: Message = /* @__PURE__ */ message('team', 'nounMembers', `members`)
