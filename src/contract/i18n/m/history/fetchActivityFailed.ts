import { message, type Message } from '../../locale'

export const fetchActivityFailed: Message = /* @__PURE__ */ message('history', 'fetchActivityFailed', `Failed to fetch activity`)
