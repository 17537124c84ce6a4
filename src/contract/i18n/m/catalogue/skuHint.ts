import { message, type Message } from '../../locale'

export const skuHint: Message = /* @__PURE__ */ message('catalogue', 'skuHint', `Letters, digits and hyphens`)
