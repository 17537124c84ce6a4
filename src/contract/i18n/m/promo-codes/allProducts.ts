import { message, type Message } from '../../locale'

export const allProducts: Message = /* @__PURE__ */ message('promo-codes', 'allProducts', `All products of the brand`)
