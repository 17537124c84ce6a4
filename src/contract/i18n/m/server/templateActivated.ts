import { message, type Message } from '../../locale'

export const templateActivated: Message = /* @__PURE__ */ message('server', 'templateActivated', `Product template activated`)
