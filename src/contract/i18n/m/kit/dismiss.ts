import { message, type Message } from '../../locale'

export const dismiss: Message = /* @__PURE__ */ message('kit', 'dismiss', `Dismiss`)
