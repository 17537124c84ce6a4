import { message, type Message } from '../../locale'

export const searchDone: Message = /* @__PURE__ */ message('server', 'searchDone', `Search done`)
