import { message, type Message } from '../../locale'

export const passwordUpdated: Message = /* @__PURE__ */ message('server', 'passwordUpdated', `Password updated. Please sign in with your new password.`)
