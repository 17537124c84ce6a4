import { message, type Message } from '../../locale'

export const nounPromoCodes: Message = /* @__PURE__ */ message('kit', 'nounPromoCodes', `promo codes`)
