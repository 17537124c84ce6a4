import { message, type Message } from '../../locale'

export const feedUpdated: Message = /* @__PURE__ */ message('server', 'feedUpdated', `Feed updated`)
