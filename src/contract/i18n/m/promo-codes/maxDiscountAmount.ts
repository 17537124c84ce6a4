import { message, type Message } from '../../locale'

export const maxDiscountAmount: Message = /* @__PURE__ */ message('promo-codes', 'maxDiscountAmount', `Maximum discount must be an amount`)
