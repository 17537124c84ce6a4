import { message, type Message } from '../../locale'

export const roleDispatcher: Message = /* @__PURE__ */ message('team', 'roleDispatcher', `Dispatcher`)
