import { message, type Message } from '../../locale'

export const factPhone: Message = /* @__PURE__ */ message('complaints', 'factPhone', `Phone`)
