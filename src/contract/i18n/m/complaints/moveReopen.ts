import { message, type Message } from '../../locale'

export const moveReopen: Message = /* @__PURE__ */ message('complaints', 'moveReopen', `Reopen`)
