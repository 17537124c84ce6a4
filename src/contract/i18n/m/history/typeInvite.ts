import { message, type Message } from '../../locale'

export const typeInvite: Message = /* @__PURE__ */ message('history', 'typeInvite', `Invite`)
