import { message, type Message } from '../../locale'

export const roleSupport: Message = /* @__PURE__ */ message('team', 'roleSupport', `Support`)
