import { message, type Message } from '../../locale'

export const chooseNoteOrReply: Message = /* @__PURE__ */ message('complaints', 'chooseNoteOrReply', `Please choose note or reply`)
