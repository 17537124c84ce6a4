import { message, type Message } from '../../locale'

export const passwordMin8: Message = /* @__PURE__ */ message('auth', 'passwordMin8', `Password must be at least 8 characters`)
