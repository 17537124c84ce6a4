import { message, type Message } from '../../locale'

export const wrongEmail: Message = /* @__PURE__ */ message('auth', 'wrongEmail', `Wrong email?`)
