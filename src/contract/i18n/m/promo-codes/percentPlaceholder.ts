import { message, type Message } from '../../locale'

export const percentPlaceholder: Message = /* @__PURE__ */ message('promo-codes', 'percentPlaceholder', `e.g. 20`)
