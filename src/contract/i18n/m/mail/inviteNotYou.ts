import { message, type Message } from '../../locale'

export const inviteNotYou: Message = /* @__PURE__ */ message('mail', 'inviteNotYou', `If you were not expecting it, ignore this email.`)
