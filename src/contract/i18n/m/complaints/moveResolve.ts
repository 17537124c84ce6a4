import { message, type Message } from '../../locale'

export const moveResolve: Message = /* @__PURE__ */ message('complaints', 'moveResolve', `Resolve`)
