import { message, type Message } from '../../locale'

export const selectTemplate: Message = /* @__PURE__ */ message('catalogue', 'selectTemplate', `Select template`)
