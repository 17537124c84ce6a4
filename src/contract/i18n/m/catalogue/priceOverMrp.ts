import { message, type Message } from '../../locale'

export const priceOverMrp: Message = /* @__PURE__ */ message('catalogue', 'priceOverMrp', `Price cannot be more than MRP`)
