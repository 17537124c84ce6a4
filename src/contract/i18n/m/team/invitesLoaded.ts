import { message, type Message } from '../../locale'

export const invitesLoaded: Message = /* @__PURE__ */ message('team', 'invitesLoaded', `Invites loaded`)
