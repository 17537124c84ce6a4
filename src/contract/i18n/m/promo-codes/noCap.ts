import { message, type Message } from '../../locale'

export const noCap: Message = /* @__PURE__ */ message('promo-codes', 'noCap', `No cap`)
