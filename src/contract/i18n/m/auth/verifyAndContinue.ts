import { message, type Message } from '../../locale'

export const verifyAndContinue: Message = /* @__PURE__ */ message('auth', 'verifyAndContinue', `Verify and continue`)
