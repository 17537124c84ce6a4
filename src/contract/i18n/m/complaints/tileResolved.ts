import { message, type Message } from '../../locale'

export const tileResolved: Message = /* @__PURE__ */ message('complaints', 'tileResolved', `Complaints resolved`)
