import { message, type Message } from '../../locale'

export const verifyPhone: Message = /* @__PURE__ */ message('auth', 'verifyPhone', `Verify your phone`)
