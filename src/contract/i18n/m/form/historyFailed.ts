import { message, type Message } from '../../locale'

export const historyFailed: Message = /* @__PURE__ */ message('form', 'historyFailed', `Could not load the history.`)
