import { message, type Message } from '../../locale'

export const forgotPassword: Message = /* @__PURE__ */ message('auth', 'forgotPassword', `Forgot password?`)
