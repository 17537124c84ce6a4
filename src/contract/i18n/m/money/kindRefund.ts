import { message, type Message } from '../../locale'

export const kindRefund: Message = /* @__PURE__ */ message('money', 'kindRefund', `Refund`)
