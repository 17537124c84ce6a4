import { message, type Message } from '../../locale'

export const signInIntro: Message = /* @__PURE__ */ message('auth', 'signInIntro', `Welcome back. Sign in to run your brand's back office.`)
