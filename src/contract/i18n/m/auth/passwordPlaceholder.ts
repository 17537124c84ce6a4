import { message, type Message } from '../../locale'

export const passwordPlaceholder: Message = /* @__PURE__ */ message('auth', 'passwordPlaceholder', `Your password`)
