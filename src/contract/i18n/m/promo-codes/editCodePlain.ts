import { message, type Message } from '../../locale'

export const editCodePlain: Message = /* @__PURE__ */ message('promo-codes', 'editCodePlain', `Edit promo code`)
