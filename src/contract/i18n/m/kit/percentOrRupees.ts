import { message, type Message } from '../../locale'

export const percentOrRupees: Message = /* @__PURE__ */ message('kit', 'percentOrRupees', `(% or INR)`)
