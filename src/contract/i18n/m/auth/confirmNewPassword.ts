import { message, type Message } from '../../locale'

export const confirmNewPassword: Message = /* @__PURE__ */ message('auth', 'confirmNewPassword', `Confirm new password`)
