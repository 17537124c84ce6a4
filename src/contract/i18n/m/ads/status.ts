import { message, type Message } from '../../locale'

export const status: Message = /* @__PURE__ */ message('ads', 'status', `Status`)
