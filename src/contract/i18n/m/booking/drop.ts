import { message, type Message } from '../../locale'

export const drop: Message = /* @__PURE__ */ message('booking', 'drop', `Drop`)
