import { message, type Message } from '../../locale'

export const labelInvitedBy: Message = /* @__PURE__ */ message('team', 'labelInvitedBy', `Invited by`)
