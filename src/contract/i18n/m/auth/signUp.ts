import { message, type Message } from '../../locale'

export const signUp: Message = /* @__PURE__ */ message('auth', 'signUp', `Sign Up`)
