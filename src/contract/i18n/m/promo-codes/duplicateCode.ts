import { message, type Message } from '../../locale'

export const duplicateCode: Message = /* @__PURE__ */ message('promo-codes', 'duplicateCode', `A promo code with this code already exists.`)
