import { message, type Message } from '../../locale'

export const totpDisabled: Message = /* @__PURE__ */ message('security', 'totpDisabled', `Authenticator app turned off. You will get SMS codes again.`)
