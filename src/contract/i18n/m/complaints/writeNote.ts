import { message, type Message } from '../../locale'

export const writeNote: Message = /* @__PURE__ */ message('complaints', 'writeNote', `Please write the note`)
