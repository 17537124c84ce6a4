import { message, type Message } from '../../locale'

export const labelChanges: Message = /* @__PURE__ */ message('history', 'labelChanges', `Changes`)
