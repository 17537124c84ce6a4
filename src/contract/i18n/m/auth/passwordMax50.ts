import { message, type Message } from '../../locale'

export const passwordMax50: Message = /* @__PURE__ */ message('auth', 'passwordMax50', `Password must be at most 50 characters`)
