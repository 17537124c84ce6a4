import { message, type Message } from '../../locale'

export const resendCode: Message = /* @__PURE__ */ message('auth', 'resendCode', `Resend code`)
