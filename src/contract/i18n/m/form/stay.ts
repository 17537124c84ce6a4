import { message, type Message } from '../../locale'

export const stay: Message = /* @__PURE__ */ message('form', 'stay', `Stay`)
