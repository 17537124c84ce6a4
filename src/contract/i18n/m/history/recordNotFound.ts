import { message, type Message } from '../../locale'

export const recordNotFound: Message = /* @__PURE__ */ message('history', 'recordNotFound', `Record not found.`)
