import { message, type Message } from '../../locale'

export const windowScheduled: Message = /* @__PURE__ */ message('kit', 'windowScheduled', `Scheduled`)
