import { message, type Message } from '../../locale'

export const emptyText: Message = /* @__PURE__ */ message('history', 'emptyText', `Every change anyone in your organisation makes is recorded here.`)
