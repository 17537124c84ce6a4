import { message, type Message } from '../../locale'

export const activeCodes: Message = /* @__PURE__ */ message('promo-codes', 'activeCodes', `Active promo codes`)
