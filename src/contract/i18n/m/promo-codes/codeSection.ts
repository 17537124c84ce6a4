import { message, type Message } from '../../locale'

export const codeSection: Message = /* @__PURE__ */ message('promo-codes', 'codeSection', `Code`)
