import { message, type Message } from '../../locale'

export const brandDeactivated: Message = /* @__PURE__ */ message('server', 'brandDeactivated', `Brand deactivated`)
