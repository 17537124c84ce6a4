import { message, type Message } from '../../locale'

export const sessionsUnchecked: Message = /* @__PURE__ */ message('server', 'sessionsUnchecked', `Sessions cannot be checked right now. Please try again.`)
