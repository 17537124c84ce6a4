import { message, type Message } from '../../locale'

export const resetCodeSent: Message = /* @__PURE__ */ message('server', 'resetCodeSent', `If an account exists for this email, we sent a code to it.`)
