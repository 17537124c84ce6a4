import { message, type Message } from '../../locale'

export const codeSectionText: Message = /* @__PURE__ */ message('promo-codes', 'codeSectionText', `What customers type at checkout.`)
