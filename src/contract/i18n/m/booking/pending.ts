import { message, type Message } from '../../locale'

export const pending: Message = /* @__PURE__ */ message('booking', 'pending', `Pending`)
