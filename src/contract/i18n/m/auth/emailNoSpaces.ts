import { message, type Message } from '../../locale'

export const emailNoSpaces: Message = /* @__PURE__ */ message('auth', 'emailNoSpaces', `Email must not contain spaces`)
