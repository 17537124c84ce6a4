import { message, type Message } from '../../locale'

export const nameMax50: Message = /* @__PURE__ */ message('booking', 'nameMax50', `Name must be at most 50 characters`)
