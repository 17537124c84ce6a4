import { message, type Message } from '../../locale'

export const percentRange: Message = /* @__PURE__ */ message('promo-codes', 'percentRange', `A percent discount must be between 1 and 100`)
