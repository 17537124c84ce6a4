import { message, type Message } from '../../locale'

export const newCodeText: Message = /* @__PURE__ */ message('promo-codes', 'newCodeText', `A discount customers apply with a code at checkout.`)
