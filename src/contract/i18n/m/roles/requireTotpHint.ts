import { message, type Message } from '../../locale'

export const requireTotpHint: Message = /* @__PURE__ */ message('roles', 'requireTotpHint', `Its people are asked to set up an authenticator app and sign in with it instead of SMS codes.`)
