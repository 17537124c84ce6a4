import { message, type Message } from '../../locale'

export const timeline: Message = /* @__PURE__ */ message('complaints', 'timeline', `Timeline`)
