import { message, type Message } from '../../locale'

export const importSkuTaken: Message = /* @__PURE__ */ message('catalogue', 'importSkuTaken', `A variant with this SKU already exists.`)
