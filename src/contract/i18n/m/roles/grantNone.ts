import { message, type Message } from '../../locale'

export const grantNone: Message = /* @__PURE__ */ message('roles', 'grantNone', `No access`)
