import { message, type Message } from '../../locale'

export const sizePlaceholder: Message = /* @__PURE__ */ message('catalogue', 'sizePlaceholder', `e.g. M`)
