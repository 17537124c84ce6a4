import { message, type Message } from '../../locale'

export const nounTemplate: Message = /* @__PURE__ */ message('server', 'nounTemplate', `product template`)
