import { message, type Message } from '../../locale'

export const statusResolved: Message = /* @__PURE__ */ message('complaints', 'statusResolved', `Resolved`)
