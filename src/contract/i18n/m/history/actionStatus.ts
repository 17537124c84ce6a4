import { message, type Message } from '../../locale'

export const actionStatus: Message = /* @__PURE__ */ message('history', 'actionStatus', `Status changed`)
