import { message, type Message } from '../../locale'

export const emailInvalid: Message = /* @__PURE__ */ message('auth', 'emailInvalid', `Invalid email format`)
