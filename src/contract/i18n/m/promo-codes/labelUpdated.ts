import { message, type Message } from '../../locale'

export const labelUpdated: Message = /* @__PURE__ */ message('promo-codes', 'labelUpdated', `Updated`)
