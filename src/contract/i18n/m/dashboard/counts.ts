import { message, type Message } from '../../locale'

export const counts: Message = /* @__PURE__ */ message('dashboard', 'counts', `Counts`)
