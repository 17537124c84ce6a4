import { message, type Message } from '../../locale'

export const statusPaused: Message = /* @__PURE__ */ message('ads', 'statusPaused', `Paused`)
