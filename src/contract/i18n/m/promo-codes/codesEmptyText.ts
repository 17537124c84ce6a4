import { message, type Message } from '../../locale'

export const codesEmptyText: Message = /* @__PURE__ */ message('promo-codes', 'codesEmptyText', `Create a code to offer a discount on a brand, a product or one variant.`)
