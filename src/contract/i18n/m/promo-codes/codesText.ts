import { message, type Message } from '../../locale'

export const codesText: Message = /* @__PURE__ */ message('promo-codes', 'codesText', `Discount codes for your brands, products and variants.`)
