import { message, type Message } from '../../locale'

export const tileTeamMembers: Message = /* @__PURE__ */ message('account', 'tileTeamMembers', `Team members`)
