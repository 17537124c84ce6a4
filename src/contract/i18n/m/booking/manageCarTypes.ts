import { message, type Message } from '../../locale'

export const manageCarTypes: Message = /* @__PURE__ */ message('booking', 'manageCarTypes', `Manage car types`)
