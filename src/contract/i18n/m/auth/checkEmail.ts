import { message, type Message } from '../../locale'

export const checkEmail: Message = /* @__PURE__ */ message('auth', 'checkEmail', `Check your email`)
