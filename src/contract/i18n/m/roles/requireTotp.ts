import { message, type Message } from '../../locale'

export const requireTotp: Message = /* @__PURE__ */ message('roles', 'requireTotp', `Sign in with an authenticator app`)
