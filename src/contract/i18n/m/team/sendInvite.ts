import { message, type Message } from '../../locale'

export const sendInvite: Message = /* @__PURE__ */ message('team', 'sendInvite', `Send invite`)
