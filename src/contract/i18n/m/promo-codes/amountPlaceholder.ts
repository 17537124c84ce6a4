import { message, type Message } from '../../locale'

export const amountPlaceholder: Message = /* @__PURE__ */ message('promo-codes', 'amountPlaceholder', `e.g. 200`)
