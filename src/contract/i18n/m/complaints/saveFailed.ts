import { message, type Message } from '../../locale'

export const saveFailed: Message = /* @__PURE__ */ message('complaints', 'saveFailed', `Could not save the change`)
