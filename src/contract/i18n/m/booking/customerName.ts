import { message, type Message } from '../../locale'

export const customerName: Message = /* @__PURE__ */ message('booking', 'customerName', `Customer name`)
