import { message, type Message } from '../../locale'

export const passwordMin6: Message = /* @__PURE__ */ message('auth', 'passwordMin6', `Password must be at least 6 characters`)
