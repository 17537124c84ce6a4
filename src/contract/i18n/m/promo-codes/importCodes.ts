import { message, type Message } from '../../locale'

export const importCodes: Message = /* @__PURE__ */ message('promo-codes', 'importCodes', `Import promo codes`)
