import { message, type Message } from '../../locale'

export const variantMissing: Message = /* @__PURE__ */ message('catalogue', 'variantMissing', `The product variant is missing`)
