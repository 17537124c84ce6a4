import { message, type Message } from '../../locale'

export const unknownType: Message = /* @__PURE__ */ message('history', 'unknownType', `There is no history for this kind of record.`)
