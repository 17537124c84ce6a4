import { message, type Message } from '../../locale'

export const notYou: Message = /* @__PURE__ */ message('auth', 'notYou', `Not you?`)
