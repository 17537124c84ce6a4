import { message, type Message } from '../../locale'

export const enterCode: Message = /* @__PURE__ */ message('promo-codes', 'enterCode', `Please enter a code`)
