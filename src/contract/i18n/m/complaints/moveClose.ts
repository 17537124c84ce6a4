import { message, type Message } from '../../locale'

export const moveClose: Message = /* @__PURE__ */ message('complaints', 'moveClose', `Close`)
