import { message, type Message } from '../../locale'

export const goToSignIn: Message = /* @__PURE__ */ message('auth', 'goToSignIn', `Go to sign in`)
