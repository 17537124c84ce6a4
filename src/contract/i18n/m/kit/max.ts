import { message, type Message } from '../../locale'

export const max: Message = /* @__PURE__ */ message('kit', 'max', `Max`)
