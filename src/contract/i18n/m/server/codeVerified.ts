import { message, type Message } from '../../locale'

export const codeVerified: Message = /* @__PURE__ */ message('server', 'codeVerified', `Code verified. Choose a new password.`)
