import { message, type Message } from '../../locale'

export const totpNotOn: Message = /* @__PURE__ */ message('security', 'totpNotOn', `The authenticator app is not turned on.`)
