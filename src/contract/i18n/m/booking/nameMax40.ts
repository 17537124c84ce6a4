import { message, type Message } from '../../locale'

export const nameMax40: Message = /* @__PURE__ */ message('booking', 'nameMax40', `Name must be at most 40 characters`)
