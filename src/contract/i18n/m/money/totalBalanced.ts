import { message, type Message } from '../../locale'

export const totalBalanced: Message = /* @__PURE__ */ message('money', 'totalBalanced', `Total (balanced)`)
