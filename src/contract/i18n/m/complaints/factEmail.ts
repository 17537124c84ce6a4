import { message, type Message } from '../../locale'

export const factEmail: Message = /* @__PURE__ */ message('complaints', 'factEmail', `Email`)
