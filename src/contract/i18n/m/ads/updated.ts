import { message, type Message } from '../../locale'

export const updated: Message = /* @__PURE__ */ message('ads', 'updated', `Updated`)
