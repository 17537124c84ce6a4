import { message, type Message } from '../../locale'

export const signUpIntro: Message = /* @__PURE__ */ message('auth', 'signUpIntro', `Please fill the below details to continue.`)
