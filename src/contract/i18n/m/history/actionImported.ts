import { message, type Message } from '../../locale'

export const actionImported: Message = /* @__PURE__ */ message('history', 'actionImported', `Imported`)
