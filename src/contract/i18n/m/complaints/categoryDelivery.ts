import { message, type Message } from '../../locale'

export const categoryDelivery: Message = /* @__PURE__ */ message('complaints', 'categoryDelivery', `Delivery`)
