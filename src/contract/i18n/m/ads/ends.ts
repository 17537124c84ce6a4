import { message, type Message } from '../../locale'

export const ends: Message = /* @__PURE__ */ message('ads', 'ends', `Ends`)
