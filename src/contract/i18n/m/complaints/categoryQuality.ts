import { message, type Message } from '../../locale'

export const categoryQuality: Message = /* @__PURE__ */ message('complaints', 'categoryQuality', `Product quality`)
