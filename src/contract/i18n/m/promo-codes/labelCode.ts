import { message, type Message } from '../../locale'

export const labelCode: Message = /* @__PURE__ */ message('promo-codes', 'labelCode', `Code`)
