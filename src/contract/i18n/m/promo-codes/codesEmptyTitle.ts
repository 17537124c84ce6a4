import { message, type Message } from '../../locale'

export const codesEmptyTitle: Message = /* @__PURE__ */ message('promo-codes', 'codesEmptyTitle', `No promo codes yet`)
