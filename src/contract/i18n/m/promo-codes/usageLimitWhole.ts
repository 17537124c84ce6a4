import { message, type Message } from '../../locale'

export const usageLimitWhole: Message = /* @__PURE__ */ message('promo-codes', 'usageLimitWhole', `Usage limit must be a whole number of at least 1`)
