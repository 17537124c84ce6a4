import { message, type Message } from '../../locale'

export const forgotIntro: Message = /* @__PURE__ */ message('auth', 'forgotIntro', `Enter the email you sign in with and we'll send you a code to reset your password.`)
