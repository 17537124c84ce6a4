import { message, type Message } from '../../locale'

export const getStarted: Message = /* @__PURE__ */ message('dashboard', 'getStarted', `Get started`)
