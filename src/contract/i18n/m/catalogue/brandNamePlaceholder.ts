import { message, type Message } from '../../locale'

export const brandNamePlaceholder: Message = /* @__PURE__ */ message('catalogue', 'brandNamePlaceholder', `e.g. Kesar Weaves`)
