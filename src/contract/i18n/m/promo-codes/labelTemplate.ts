import { message, type Message } from '../../locale'

export const labelTemplate: Message = /* @__PURE__ */ message('promo-codes', 'labelTemplate', `Product template`)
