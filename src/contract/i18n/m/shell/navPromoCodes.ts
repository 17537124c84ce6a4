import { message, type Message } from '../../locale'

export const navPromoCodes: Message = /* @__PURE__ */ message('shell', 'navPromoCodes', `Promo codes`)
