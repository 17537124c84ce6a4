import { message, type Message } from '../../locale'

export const totalNotBalanced: Message = /* @__PURE__ */ message('money', 'totalNotBalanced', `Total (NOT balanced)`)
