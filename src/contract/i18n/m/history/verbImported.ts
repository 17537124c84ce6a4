import { message, type Message } from '../../locale'

export const verbImported: Message = /* @__PURE__ */ message('history', 'verbImported', `imported`)
