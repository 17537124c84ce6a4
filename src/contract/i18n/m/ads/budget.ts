import { message, type Message } from '../../locale'

export const budget: Message = /* @__PURE__ */ message('ads', 'budget', `Budget`)
