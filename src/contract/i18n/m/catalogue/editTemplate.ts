import { message, type Message } from '../../locale'

export const editTemplate: Message = /* @__PURE__ */ message('catalogue', 'editTemplate', `Edit product template`)
