import { message, type Message } from '../../locale'

export const appliesTo: Message = /* @__PURE__ */ message('promo-codes', 'appliesTo', `Applies to`)
