import { message, type Message } from '../../locale'

export const searchDrop: Message = /* @__PURE__ */ message('booking', 'searchDrop', `Search drop`)
