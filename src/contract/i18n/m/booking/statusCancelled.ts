import { message, type Message } from '../../locale'

export const statusCancelled: Message = /* @__PURE__ */ message('booking', 'statusCancelled', `Cancelled`)
