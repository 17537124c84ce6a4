import { message, type Message } from '../../locale'

export const notAssigned: Message = /* @__PURE__ */ message('booking', 'notAssigned', `Not assigned`)
