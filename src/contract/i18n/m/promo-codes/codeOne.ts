import { message, type Message } from '../../locale'

export const codeOne: Message = /* @__PURE__ */ message('promo-codes', 'codeOne', `promo code`)
