import { message, type Message } from '../../locale'

export const fetchComplaintsFailed: Message = /* @__PURE__ */ message('complaints', 'fetchComplaintsFailed', `Failed to fetch complaints`)
