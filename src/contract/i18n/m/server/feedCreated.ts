import { message, type Message } from '../../locale'

export const feedCreated: Message = /* @__PURE__ */ message('server', 'feedCreated', `Feed created`)
