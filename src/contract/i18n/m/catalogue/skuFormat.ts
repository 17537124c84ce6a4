import { message, type Message } from '../../locale'

export const skuFormat: Message = /* @__PURE__ */ message('catalogue', 'skuFormat', `SKU must be 2 to 40 letters, digits or hyphens`)
