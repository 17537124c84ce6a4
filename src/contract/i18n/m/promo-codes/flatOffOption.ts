import { message, type Message } from '../../locale'

export const flatOffOption: Message = /* @__PURE__ */ message('promo-codes', 'flatOffOption', `Flat amount off`)
