import { message, type Message } from '../../locale'

export const unknownCodeAccount: Message = /* @__PURE__ */ message('auth', 'unknownCodeAccount', `We could not tell which account this code is for.`)
