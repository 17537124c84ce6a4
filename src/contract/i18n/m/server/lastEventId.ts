import { message, type Message } from '../../locale'

export const lastEventId: Message = /* @__PURE__ */ message('server', 'lastEventId', `Last-Event-ID must be an event id.`)
