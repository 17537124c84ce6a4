import { message, type Message } from '../../locale'

export const setNewPassword: Message = /* @__PURE__ */ message('auth', 'setNewPassword', `Set a new password`)
