import { message, type Message } from '../../locale'

export const variantNoun: Message = /* @__PURE__ */ message('catalogue', 'variantNoun', `product variant`)
