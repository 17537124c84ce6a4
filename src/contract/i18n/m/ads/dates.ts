import { message, type Message } from '../../locale'

export const dates: Message = /* @__PURE__ */ message('ads', 'dates', `Dates`)
