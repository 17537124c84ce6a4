import { message, type Message } from '../../locale'

export const templateCreated: Message = /* @__PURE__ */ message('server', 'templateCreated', `Product template created`)
