import { message, type Message } from '../../locale'

export const enterDiscount: Message = /* @__PURE__ */ message('promo-codes', 'enterDiscount', `Please enter the discount`)
