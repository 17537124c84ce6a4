import { message, type Message } from '../../locale'

export const percentOffOption: Message = /* @__PURE__ */ message('promo-codes', 'percentOffOption', `Percent off`)
