import { message, type Message } from '../../locale'

export const noChanges: Message = /* @__PURE__ */ message('form', 'noChanges', `No changes recorded yet`)
