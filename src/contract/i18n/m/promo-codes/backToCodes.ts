import { message, type Message } from '../../locale'

export const backToCodes: Message = /* @__PURE__ */ message('promo-codes', 'backToCodes', `Back to promo codes`)
