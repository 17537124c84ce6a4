import { message, type Message } from '../../locale'

export const addTemplate: Message = /* @__PURE__ */ message('catalogue', 'addTemplate', `Add template`)
