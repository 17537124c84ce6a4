import { message, type Message } from '../../locale'

export const chooseDiscountType: Message = /* @__PURE__ */ message('promo-codes', 'chooseDiscountType', `Please choose a discount type`)
