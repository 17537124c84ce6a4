import { message, type Message } from '../../locale'

export const nameTooLong: Message = /* @__PURE__ */ message('ads', 'nameTooLong', `Name must be at most 120 characters`)
