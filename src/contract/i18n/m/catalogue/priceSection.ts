import { message, type Message } from '../../locale'

export const priceSection: Message = /* @__PURE__ */ message('catalogue', 'priceSection', `Price`)
