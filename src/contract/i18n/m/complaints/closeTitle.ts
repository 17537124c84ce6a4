import { message, type Message } from '../../locale'

export const closeTitle: Message = /* @__PURE__ */ message('complaints', 'closeTitle', `Close this complaint?`)
