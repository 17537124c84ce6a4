import { message, type Message } from '../../locale'

export const assign: Message = /* @__PURE__ */ message('booking', 'assign', `Assign`)
