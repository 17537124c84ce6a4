import { message, type Message } from '../../locale'

export const spent: Message = /* @__PURE__ */ message('ads', 'spent', `Spent`)
