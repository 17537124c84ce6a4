import { message, type Message } from '../../locale'

export const result: Message = /* @__PURE__ */ message('kit', 'result', `Result`)
