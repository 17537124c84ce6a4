import { message, type Message } from '../../locale'

export const fetchComplaintFailed: Message = /* @__PURE__ */ message('complaints', 'fetchComplaintFailed', `Failed to fetch the complaint`)
