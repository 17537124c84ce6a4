import { message, type Message } from '../../locale'

export const labelOrder: Message = /* @__PURE__ */ message('complaints', 'labelOrder', `Order`)
