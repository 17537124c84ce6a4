import { message, type Message } from '../../locale'

export const codeFormat: Message = /* @__PURE__ */ message('promo-codes', 'codeFormat', `Code must be 4 to 20 letters or digits, with no spaces`)
