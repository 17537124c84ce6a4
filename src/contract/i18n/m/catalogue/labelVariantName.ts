import { message, type Message } from '../../locale'

export const labelVariantName: Message = /* @__PURE__ */ message('catalogue', 'labelVariantName', `Variant name`)
