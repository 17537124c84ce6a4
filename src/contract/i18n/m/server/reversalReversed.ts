import { message, type Message } from '../../locale'

export const reversalReversed: Message = /* @__PURE__ */ message('server', 'reversalReversed', `A reversal cannot be reversed; record a new adjustment instead.`)
