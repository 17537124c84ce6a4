import { message, type Message } from '../../locale'

export const codePlaceholder: Message = /* @__PURE__ */ message('promo-codes', 'codePlaceholder', `e.g. DIWALI25`)
