import { message, type Message } from '../../locale'

export const passwordLength: Message = /* @__PURE__ */ message('auth', 'passwordLength', `6 to 50 characters`)
