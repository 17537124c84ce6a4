import { message, type Message } from '../../locale'

export const manageCarTypes: Message = /* @__PURE__ */ message('palette', 'manageCarTypes', `Manage car types`)
