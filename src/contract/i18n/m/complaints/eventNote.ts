import { message, type Message } from '../../locale'

export const eventNote: Message = /* @__PURE__ */ message('complaints', 'eventNote', `Internal note`)
