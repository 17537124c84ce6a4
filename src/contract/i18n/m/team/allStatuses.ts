import { message, type Message } from '../../locale'

export const allStatuses: Message = /* @__PURE__ */ message('team', 'allStatuses', `All statuses`)
