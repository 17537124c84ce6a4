import { message, type Message } from '../../locale'

export const labelCreated: Message = /* @__PURE__ */ message('promo-codes', 'labelCreated', `Created`)
