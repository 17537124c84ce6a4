import { message, type Message } from '../../locale'

export const fieldNote: Message = /* @__PURE__ */ message('complaints', 'fieldNote', `Note`)
