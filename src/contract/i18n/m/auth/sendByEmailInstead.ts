import { message, type Message } from '../../locale'

export const sendByEmailInstead: Message = /* @__PURE__ */ message('auth', 'sendByEmailInstead', `Send the code by email instead`)
