import { message, type Message } from '../../locale'

export const passwordsDiffer: Message = /* @__PURE__ */ message('auth', 'passwordsDiffer', `Passwords do not match`)
