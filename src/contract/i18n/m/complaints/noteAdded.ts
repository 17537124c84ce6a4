import { message, type Message } from '../../locale'

export const noteAdded: Message = /* @__PURE__ */ message('complaints', 'noteAdded', `Note added`)
