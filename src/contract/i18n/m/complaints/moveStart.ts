import { message, type Message } from '../../locale'

export const moveStart: Message = /* @__PURE__ */ message('complaints', 'moveStart', `Start work`)
