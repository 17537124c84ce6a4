import { message, type Message } from '../../locale'

export const address: Message = /* @__PURE__ */ message('auth', 'address', `Address`)
