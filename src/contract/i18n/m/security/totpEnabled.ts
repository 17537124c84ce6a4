import { message, type Message } from '../../locale'

export const totpEnabled: Message = /* @__PURE__ */ message('security', 'totpEnabled', `Authenticator app turned on. Keep your backup codes somewhere safe: they are shown only now.`)
