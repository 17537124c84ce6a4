import { message, type Message } from '../../locale'

export const noCodeYet: Message = /* @__PURE__ */ message('auth', 'noCodeYet', `Didn't get the code?`)
