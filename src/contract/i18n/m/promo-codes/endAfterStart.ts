import { message, type Message } from '../../locale'

export const endAfterStart: Message = /* @__PURE__ */ message('promo-codes', 'endAfterStart', `End date must be after the start date`)
