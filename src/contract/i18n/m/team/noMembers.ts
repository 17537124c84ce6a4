import { message, type Message } from '../../locale'

export const noMembers: Message = /* @__PURE__ */ message('team', 'noMembers', `No members match.`)
