import { message, type Message } from '../../locale'

export const revoke: Message = /* @__PURE__ */ message('team', 'revoke', `Revoke`)
