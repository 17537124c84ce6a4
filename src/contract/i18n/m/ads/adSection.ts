import { message, type Message } from '../../locale'

export const adSection: Message = /* @__PURE__ */ message('ads', 'adSection', `Ad`)
