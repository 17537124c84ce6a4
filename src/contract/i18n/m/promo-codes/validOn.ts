import { message, type Message } from '../../locale'

export const validOn: Message = /* @__PURE__ */ message('promo-codes', 'validOn', `Valid on`)
