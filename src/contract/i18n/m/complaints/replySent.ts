import { message, type Message } from '../../locale'

export const replySent: Message = /* @__PURE__ */ message('complaints', 'replySent', `Reply sent`)
