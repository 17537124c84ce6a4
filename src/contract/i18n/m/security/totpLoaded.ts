import { message, type Message } from '../../locale'

export const totpLoaded: Message = /* @__PURE__ */ message('security', 'totpLoaded', `Authenticator app status loaded`)
