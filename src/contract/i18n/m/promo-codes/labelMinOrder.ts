import { message, type Message } from '../../locale'

export const labelMinOrder: Message = /* @__PURE__ */ message('promo-codes', 'labelMinOrder', `Minimum order`)
