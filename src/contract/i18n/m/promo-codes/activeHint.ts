import { message, type Message } from '../../locale'

export const activeHint: Message = /* @__PURE__ */ message('promo-codes', 'activeHint', `Customers can use the code within its dates`)
