import { message, type Message } from '../../locale'

export const reason: Message = /* @__PURE__ */ message('booking', 'reason', `Reason`)
