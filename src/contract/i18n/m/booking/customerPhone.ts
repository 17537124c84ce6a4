import { message, type Message } from '../../locale'

export const customerPhone: Message = /* @__PURE__ */ message('booking', 'customerPhone', `Customer phone`)
