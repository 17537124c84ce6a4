import { message, type Message } from '../../locale'

export const discountSectionText: Message = /* @__PURE__ */ message('promo-codes', 'discountSectionText', `A percent off (with an optional cap) or a flat amount off, in rupees.`)
