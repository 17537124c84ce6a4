import { message, type Message } from '../../locale'

export const noteTooLong: Message = /* @__PURE__ */ message('complaints', 'noteTooLong', `A note must be at most 2000 characters`)
