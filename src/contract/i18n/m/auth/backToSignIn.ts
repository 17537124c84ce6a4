import { message, type Message } from '../../locale'

export const backToSignIn: Message = /* @__PURE__ */ message('auth', 'backToSignIn', `Back to sign in`)
