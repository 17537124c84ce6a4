import { message, type Message } from '../../locale'

export const customer: Message = /* @__PURE__ */ message('booking', 'customer', `Customer`)
