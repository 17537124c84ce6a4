import { message, type Message } from '../../locale'

export const pricePlaceholder: Message = /* @__PURE__ */ message('catalogue', 'pricePlaceholder', `e.g. 1299`)
