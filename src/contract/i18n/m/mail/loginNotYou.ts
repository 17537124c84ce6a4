import { message, type Message } from '../../locale'

export const loginNotYou: Message = /* @__PURE__ */ message('mail', 'loginNotYou', `If this wasn't you, change your password: someone else knows it.`)
