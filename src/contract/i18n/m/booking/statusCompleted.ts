import { message, type Message } from '../../locale'

export const statusCompleted: Message = /* @__PURE__ */ message('booking', 'statusCompleted', `Completed`)
