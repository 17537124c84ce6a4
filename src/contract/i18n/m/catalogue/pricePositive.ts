import { message, type Message } from '../../locale'

export const pricePositive: Message = /* @__PURE__ */ message('catalogue', 'pricePositive', `Price must be more than zero`)
