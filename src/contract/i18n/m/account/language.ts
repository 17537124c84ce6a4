import { message, type Message } from '../../locale'

export const language: Message = /* @__PURE__ */ message('account', 'language', `Language`)
