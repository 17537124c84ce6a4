import { message, type Message } from '../../locale'

export const otpLocked: Message = /* @__PURE__ */ message('server', 'otpLocked', `Too many wrong attempts. Please request a new OTP.`)
