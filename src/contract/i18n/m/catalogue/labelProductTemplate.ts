import { message, type Message } from '../../locale'

export const labelProductTemplate: Message = /* @__PURE__ */ message('catalogue', 'labelProductTemplate', `Product template`)
