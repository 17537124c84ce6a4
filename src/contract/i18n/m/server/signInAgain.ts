import { message, type Message } from '../../locale'

export const signInAgain: Message = /* @__PURE__ */ message('server', 'signInAgain', `Please sign in again to get a new code.`)
