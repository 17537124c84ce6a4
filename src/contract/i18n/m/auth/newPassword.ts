import { message, type Message } from '../../locale'

export const newPassword: Message = /* @__PURE__ */ message('auth', 'newPassword', `New password`)
