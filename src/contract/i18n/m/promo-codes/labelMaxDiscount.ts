import { message, type Message } from '../../locale'

export const labelMaxDiscount: Message = /* @__PURE__ */ message('promo-codes', 'labelMaxDiscount', `Maximum discount`)
