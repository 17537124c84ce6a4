import { message, type Message } from '../../locale'

export const email: Message = /* @__PURE__ */ message('account', 'email', `Email`)
