import { message, type Message } from '../../locale'

export const reasonMax200: Message = /* @__PURE__ */ message('booking', 'reasonMax200', `Reason must be at most 200 characters`)
