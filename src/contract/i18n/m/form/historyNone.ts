import { message, type Message } from '../../locale'

export const historyNone: Message = /* @__PURE__ */ message('form', 'historyNone', `none`)
