import { message, type Message } from '../../locale'

export const records: Message = /* @__PURE__ */ message('palette', 'records', `Records`)
