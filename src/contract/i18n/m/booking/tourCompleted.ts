import { message, type Message } from '../../locale'

export const tourCompleted: Message = /* @__PURE__ */ message('booking', 'tourCompleted', `Completed`)
