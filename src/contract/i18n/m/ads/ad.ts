import { message, type Message } from '../../locale'

export const ad: Message = /* @__PURE__ */ message('ads', 'ad', `Ad`)
