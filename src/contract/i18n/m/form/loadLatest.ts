import { message, type Message } from '../../locale'

export const loadLatest: Message = /* @__PURE__ */ message('form', 'loadLatest', `Load latest and keep my edits`)
