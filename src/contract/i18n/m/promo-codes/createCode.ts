import { message, type Message } from '../../locale'

export const createCode: Message = /* @__PURE__ */ message('promo-codes', 'createCode', `Create promo code`)
