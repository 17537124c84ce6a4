import { message, type Message } from '../../locale'

export const or: Message = /* @__PURE__ */ message('auth', 'or', `OR`)
