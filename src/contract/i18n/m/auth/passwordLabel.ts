import { message, type Message } from '../../locale'

export const passwordLabel: Message = /* @__PURE__ */ message('auth', 'passwordLabel', `Password`)
