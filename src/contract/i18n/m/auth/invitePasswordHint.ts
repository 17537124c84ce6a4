import { message, type Message } from '../../locale'

export const invitePasswordHint: Message = /* @__PURE__ */ message('auth', 'invitePasswordHint', `8 to 50 characters`)
