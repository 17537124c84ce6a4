import { message, type Message } from '../../locale'

export const actionBulk: Message = /* @__PURE__ */ message('history', 'actionBulk', `Changed in bulk`)
