import { message, type Message } from '../../locale'

export const searchRecord: Message = /* @__PURE__ */ message('history', 'searchRecord', `Search by record`)
