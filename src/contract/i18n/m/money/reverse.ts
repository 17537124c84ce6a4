import { message, type Message } from '../../locale'

export const reverse: Message = /* @__PURE__ */ message('money', 'reverse', `Reverse`)
