import { message, type Message } from '../../locale'

export const templateUpdated: Message = /* @__PURE__ */ message('server', 'templateUpdated', `Product template updated`)
