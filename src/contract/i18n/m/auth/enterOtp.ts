import { message, type Message } from '../../locale'

export const enterOtp: Message = /* @__PURE__ */ message('auth', 'enterOtp', `Please enter OTP`)
