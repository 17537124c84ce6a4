import { message, type Message } from '../../locale'

export const otpDigits: Message = /* @__PURE__ */ message('auth', 'otpDigits', `OTP must contain numbers only`)
