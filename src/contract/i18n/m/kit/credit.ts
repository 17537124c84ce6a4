import { message, type Message } from '../../locale'

export const credit: Message = /* @__PURE__ */ message('kit', 'credit', `Credit`)
