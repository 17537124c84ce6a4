import { message, type Message } from '../../locale'

export const sessionDeactivated: Message = /* @__PURE__ */ message('team', 'sessionDeactivated', `You were signed out because your access to this organisation was turned off.`)
