import { message, type Message } from '../../locale'

export const resolveText: Message = /* @__PURE__ */ message('complaints', 'resolveText', `It cannot be moved back to in progress; it can only be reopened.`)
