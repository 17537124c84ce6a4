import { message, type Message } from '../../locale'

export const created: Message = /* @__PURE__ */ message('ads', 'created', `Created`)
