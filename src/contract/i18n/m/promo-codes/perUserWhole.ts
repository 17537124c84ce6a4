import { message, type Message } from '../../locale'

export const perUserWhole: Message = /* @__PURE__ */ message('promo-codes', 'perUserWhole', `Per-customer limit must be a whole number of at least 1`)
