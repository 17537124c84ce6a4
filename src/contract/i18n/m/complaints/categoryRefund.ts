import { message, type Message } from '../../locale'

export const categoryRefund: Message = /* @__PURE__ */ message('complaints', 'categoryRefund', `Refund`)
