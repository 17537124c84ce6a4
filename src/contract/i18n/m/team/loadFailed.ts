import { message, type Message } from '../../locale'

export const loadFailed: Message = /* @__PURE__ */ message('team', 'loadFailed', `Could not load this. Try again.`)
