import { message, type Message } from '../../locale'

export const labelDiscount: Message = /* @__PURE__ */ message('promo-codes', 'labelDiscount', `Discount`)
