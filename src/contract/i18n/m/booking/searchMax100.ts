import { message, type Message } from '../../locale'

export const searchMax100: Message = /* @__PURE__ */ message('booking', 'searchMax100', `Search must be at most 100 characters`)
