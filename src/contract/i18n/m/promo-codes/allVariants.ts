import { message, type Message } from '../../locale'

export const allVariants: Message = /* @__PURE__ */ message('promo-codes', 'allVariants', `All variants of the product`)
