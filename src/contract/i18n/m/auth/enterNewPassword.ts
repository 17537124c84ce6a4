import { message, type Message } from '../../locale'

export const enterNewPassword: Message = /* @__PURE__ */ message('auth', 'enterNewPassword', `Please enter a password`)
