import { message, type Message } from '../../locale'

export const statusAssigned: Message = /* @__PURE__ */ message('booking', 'statusAssigned', `Assigned`)
