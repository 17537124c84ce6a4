import { message, type Message } from '../../locale'

export const actionCreated: Message = /* @__PURE__ */ message('history', 'actionCreated', `Created`)
