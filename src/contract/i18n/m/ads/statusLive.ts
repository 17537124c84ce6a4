import { message, type Message } from '../../locale'

export const statusLive: Message = /* @__PURE__ */ message('ads', 'statusLive', `Live`)
