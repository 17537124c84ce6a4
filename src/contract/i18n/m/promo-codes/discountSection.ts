import { message, type Message } from '../../locale'

export const discountSection: Message = /* @__PURE__ */ message('promo-codes', 'discountSection', `Discount`)
