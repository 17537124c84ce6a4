import { message, type Message } from '../../locale'

export const changeIt: Message = /* @__PURE__ */ message('auth', 'changeIt', `Change it`)
