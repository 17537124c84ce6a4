import { message, type Message } from '../../locale'

export const actionNoted: Message = /* @__PURE__ */ message('history', 'actionNoted', `Note added`)
