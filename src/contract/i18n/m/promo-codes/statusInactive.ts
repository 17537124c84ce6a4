import { message, type Message } from '../../locale'

export const statusInactive: Message = /* @__PURE__ */ message('promo-codes', 'statusInactive', `Inactive`)
