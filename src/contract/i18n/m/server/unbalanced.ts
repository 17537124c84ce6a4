import { message, type Message } from '../../locale'

export const unbalanced: Message = /* @__PURE__ */ message('server', 'unbalanced', `Debits and credits must be equal.`)
