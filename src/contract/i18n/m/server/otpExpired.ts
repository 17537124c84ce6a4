import { message, type Message } from '../../locale'

export const otpExpired: Message = /* @__PURE__ */ message('server', 'otpExpired', `OTP has expired. Please request a new one.`)
