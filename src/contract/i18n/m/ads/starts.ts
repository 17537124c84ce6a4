import { message, type Message } from '../../locale'

export const starts: Message = /* @__PURE__ */ message('ads', 'starts', `Starts`)
