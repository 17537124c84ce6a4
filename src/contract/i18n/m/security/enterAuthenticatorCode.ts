import { message, type Message } from '../../locale'

export const enterAuthenticatorCode: Message = /* @__PURE__ */ message('security', 'enterAuthenticatorCode', `Enter the 6-digit code from your authenticator app.`)
