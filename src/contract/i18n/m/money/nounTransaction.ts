import { message, type Message } from '../../locale'

export const nounTransaction: Message = /* @__PURE__ */ message('money', 'nounTransaction', `transaction`)
