import { message, type Message } from '../../locale'

export const clearAll: Message = /* @__PURE__ */ message('kit', 'clearAll', `Clear all`)
