import { message, type Message } from '../../locale'

export const codesTitle: Message = /* @__PURE__ */ message('promo-codes', 'codesTitle', `Promo codes`)
