import { message, type Message } from '../../locale'

export const progress: Message = /* @__PURE__ */ message('booking', 'progress', `Progress`)
