import { message, type Message } from '../../locale'

export const wrongAuthenticatorCode: Message = /* @__PURE__ */ message('security', 'wrongAuthenticatorCode', `That code is not right. Try the newest code from your app, or a backup code.`)
