import { message, type Message } from '../../locale'

export const searchPlaceholder: Message = /* @__PURE__ */ message('complaints', 'searchPlaceholder', `Search ticket, order or customer`)
