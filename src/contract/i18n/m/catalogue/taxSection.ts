import { message, type Message } from '../../locale'

export const taxSection: Message = /* @__PURE__ */ message('catalogue', 'taxSection', `Tax`)
