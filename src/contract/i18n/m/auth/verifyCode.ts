import { message, type Message } from '../../locale'

export const verifyCode: Message = /* @__PURE__ */ message('auth', 'verifyCode', `Verify code`)
