import { message, type Message } from '../../locale'

export const stockRowMany: Message = /* @__PURE__ */ message('catalogue', 'stockRowMany', `stock rows`)
