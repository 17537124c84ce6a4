import { message, type Message } from '../../locale'

export const notFound: Message = /* @__PURE__ */ message('promo-codes', 'notFound', `Promo code not found.`)
