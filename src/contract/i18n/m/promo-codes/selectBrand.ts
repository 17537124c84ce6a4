import { message, type Message } from '../../locale'

export const selectBrand: Message = /* @__PURE__ */ message('promo-codes', 'selectBrand', `Select a brand`)
