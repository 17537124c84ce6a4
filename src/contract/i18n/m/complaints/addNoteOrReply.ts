import { message, type Message } from '../../locale'

export const addNoteOrReply: Message = /* @__PURE__ */ message('complaints', 'addNoteOrReply', `Add a note or reply`)
