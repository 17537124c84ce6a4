import { message, type Message } from '../../locale'

export const maxDiscountPositive: Message = /* @__PURE__ */ message('promo-codes', 'maxDiscountPositive', `Maximum discount must be more than zero`)
