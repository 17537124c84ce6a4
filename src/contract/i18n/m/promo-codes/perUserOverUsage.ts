import { message, type Message } from '../../locale'

export const perUserOverUsage: Message = /* @__PURE__ */ message('promo-codes', 'perUserOverUsage', `Per-customer limit cannot be more than the usage limit`)
