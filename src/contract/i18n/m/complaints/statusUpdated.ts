import { message, type Message } from '../../locale'

export const statusUpdated: Message = /* @__PURE__ */ message('complaints', 'statusUpdated', `Status updated`)
