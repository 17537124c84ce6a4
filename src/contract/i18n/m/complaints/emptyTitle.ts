import { message, type Message } from '../../locale'

export const emptyTitle: Message = /* @__PURE__ */ message('complaints', 'emptyTitle', `No complaints`)
