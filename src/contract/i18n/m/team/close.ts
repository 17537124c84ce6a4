import { message, type Message } from '../../locale'

export const close: Message = /* @__PURE__ */ message('team', 'close', `Close`)
