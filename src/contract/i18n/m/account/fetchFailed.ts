import { message, type Message } from '../../locale'

export const fetchFailed: Message = /* @__PURE__ */ message('account', 'fetchFailed', `Failed to fetch organization info`)
