import { message, type Message } from '../../locale'

export const backToTeam: Message = /* @__PURE__ */ message('team', 'backToTeam', `Back to team`)
