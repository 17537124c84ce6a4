import { message, type Message } from '../../locale'

export const actionAssigned: Message = /* @__PURE__ */ message('history', 'actionAssigned', `Assigned`)
