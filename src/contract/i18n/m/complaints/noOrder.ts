import { message, type Message } from '../../locale'

export const noOrder: Message = /* @__PURE__ */ message('complaints', 'noOrder', `No order named.`)
