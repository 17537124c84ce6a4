import { message, type Message } from '../../locale'

export const labelEnds: Message = /* @__PURE__ */ message('promo-codes', 'labelEnds', `Ends`)
