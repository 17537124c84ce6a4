import { message, type Message } from '../../locale'

export const typeProductTemplate: Message = /* @__PURE__ */ message('history', 'typeProductTemplate', `Product template`)
