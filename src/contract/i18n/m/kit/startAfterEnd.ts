import { message, type Message } from '../../locale'

export const startAfterEnd: Message = /* @__PURE__ */ message('kit', 'startAfterEnd', `The start is after the end.`)
