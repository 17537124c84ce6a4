import { message, type Message } from '../../locale'

export const codeFailed: Message = /* @__PURE__ */ message('promo-codes', 'codeFailed', `Failed to fetch the promo code`)
