import { message, type Message } from '../../locale'

export const accountDeactivated: Message = /* @__PURE__ */ message('team', 'accountDeactivated', `Your access to this organisation has been turned off. Ask an owner or manager to turn it back on.`)
