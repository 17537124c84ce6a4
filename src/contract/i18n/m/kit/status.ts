import { message, type Message } from '../../locale'

export const status: Message = /* @__PURE__ */ message('kit', 'status', `Status`)
