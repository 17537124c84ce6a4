import { message, type Message } from '../../locale'

export const me: Message = /* @__PURE__ */ message('complaints', 'me', `Me`)
