import { message, type Message } from '../../locale'

export const invalidRequest: Message = /* @__PURE__ */ message('server', 'invalidRequest', `Invalid request.`)
