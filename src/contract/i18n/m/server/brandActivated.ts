import { message, type Message } from '../../locale'

export const brandActivated: Message = /* @__PURE__ */ message('server', 'brandActivated', `Brand activated`)
