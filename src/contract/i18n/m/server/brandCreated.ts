import { message, type Message } from '../../locale'

export const brandCreated: Message = /* @__PURE__ */ message('server', 'brandCreated', `Brand created`)
