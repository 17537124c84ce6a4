import { message, type Message } from '../../locale'

export const brandUpdated: Message = /* @__PURE__ */ message('server', 'brandUpdated', `Brand updated`)
