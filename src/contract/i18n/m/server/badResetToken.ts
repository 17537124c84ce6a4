import { message, type Message } from '../../locale'

export const badResetToken: Message = /* @__PURE__ */ message('server', 'badResetToken', `This reset link is invalid or has expired. Please request a new code.`)
