import { message, type Message } from '../../locale'

export const adCreated: Message = /* @__PURE__ */ message('ads', 'adCreated', `Ad created`)
