import { message, type Message } from '../../locale'

export const updatePassword: Message = /* @__PURE__ */ message('auth', 'updatePassword', `Update password`)
