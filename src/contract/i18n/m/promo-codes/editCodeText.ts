import { message, type Message } from '../../locale'

export const editCodeText: Message = /* @__PURE__ */ message('promo-codes', 'editCodeText', `Change the discount, its limits or what it applies to.`)
