import { message, type Message } from '../../locale'

export const dashboard: Message = /* @__PURE__ */ message('dashboard', 'dashboard', `Dashboard`)
