import { message, type Message } from '../../locale'

export const resolveTitle: Message = /* @__PURE__ */ message('complaints', 'resolveTitle', `Resolve this complaint?`)
