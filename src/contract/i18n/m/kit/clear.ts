import { message, type Message } from '../../locale'

export const clear: Message = /* @__PURE__ */ message('kit', 'clear', `Clear`)
