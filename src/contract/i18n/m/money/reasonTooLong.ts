import { message, type Message } from '../../locale'

export const reasonTooLong: Message = /* @__PURE__ */ message('money', 'reasonTooLong', `Reason must be at most 200 characters`)
