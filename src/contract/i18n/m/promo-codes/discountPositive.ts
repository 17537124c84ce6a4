import { message, type Message } from '../../locale'

export const discountPositive: Message = /* @__PURE__ */ message('promo-codes', 'discountPositive', `The discount must be more than zero`)
