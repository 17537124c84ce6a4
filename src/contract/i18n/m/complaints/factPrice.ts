import { message, type Message } from '../../locale'

export const factPrice: Message = /* @__PURE__ */ message('complaints', 'factPrice', `Price`)
