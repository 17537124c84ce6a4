import { message, type Message } from '../../locale'

export const emptyTitle: Message = /* @__PURE__ */ message('history', 'emptyTitle', `No activity yet`)
