import { message, type Message } from '../../locale'

export const statusClosed: Message = /* @__PURE__ */ message('complaints', 'statusClosed', `Closed`)
