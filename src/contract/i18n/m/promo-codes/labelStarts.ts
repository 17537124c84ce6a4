import { message, type Message } from '../../locale'

export const labelStarts: Message = /* @__PURE__ */ message('promo-codes', 'labelStarts', `Starts`)
