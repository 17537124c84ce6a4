import { message, type Message } from '../../locale'

export const templateNoun: Message = /* @__PURE__ */ message('catalogue', 'templateNoun', `product template`)
