import { message, type Message } from '../../locale'

export const nounChanges: Message = /* @__PURE__ */ message('history', 'nounChanges', `changes`)
