import { message, type Message } from '../../locale'

export const nobody: Message = /* @__PURE__ */ message('complaints', 'nobody', `Nobody`)
