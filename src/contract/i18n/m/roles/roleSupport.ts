import { message, type Message } from '../../locale'

export const roleSupport: Message = /* @__PURE__ */ message('roles', 'roleSupport', `Support`)
