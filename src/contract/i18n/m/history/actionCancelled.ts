import { message, type Message } from '../../locale'

export const actionCancelled: Message = /* @__PURE__ */ message('history', 'actionCancelled', `Cancelled`)
