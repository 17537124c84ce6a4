import { message, type Message } from '../../locale'

export const date: Message = /* @__PURE__ */ message('booking', 'date', `Date`)
