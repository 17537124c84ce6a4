import { message, type Message } from '../../locale'

export const factAmount: Message = /* @__PURE__ */ message('complaints', 'factAmount', `Amount`)
