import { message, type Message } from '../../locale'

export const stepDone: Message = /* @__PURE__ */ message('kit', 'stepDone', `Done.`)
