import { message, type Message } from '../../locale'

export const resetNotYou: Message = /* @__PURE__ */ message('mail', 'resetNotYou', `If you did not ask for it, ignore this email: your password stays as it is.`)
