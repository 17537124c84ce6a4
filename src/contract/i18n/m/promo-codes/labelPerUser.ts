import { message, type Message } from '../../locale'

export const labelPerUser: Message = /* @__PURE__ */ message('promo-codes', 'labelPerUser', `Uses per customer`)
