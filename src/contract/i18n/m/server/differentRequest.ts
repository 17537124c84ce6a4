import { message, type Message } from '../../locale'

export const differentRequest: Message = /* @__PURE__ */ message('server', 'differentRequest', `This Idempotency-Key was used for a different request.`)
