import { message, type Message } from '../../locale'

export const templateDeactivated: Message = /* @__PURE__ */ message('server', 'templateDeactivated', `Product template deactivated`)
