import { message, type Message } from '../../locale'

export const labelDiscountType: Message = /* @__PURE__ */ message('promo-codes', 'labelDiscountType', `Discount type`)
