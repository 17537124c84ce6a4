import { message, type Message } from '../../locale'

export const signIn: Message = /* @__PURE__ */ message('auth', 'signIn', `Sign In`)
