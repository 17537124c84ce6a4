import { message, type Message } from '../../locale'

export const labelVariant: Message = /* @__PURE__ */ message('promo-codes', 'labelVariant', `Product variant`)
