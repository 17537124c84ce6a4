import { message, type Message } from '../../locale'

export const searchCodes: Message = /* @__PURE__ */ message('promo-codes', 'searchCodes', `Search codes and descriptions`)
