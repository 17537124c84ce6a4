import { message, type Message } from '../../locale'

export const searchKeys: Message = /* @__PURE__ */ message('palette', 'searchKeys', `Search (Ctrl+K)`)
