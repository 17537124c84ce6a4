import { message, type Message } from '../../locale'

export const invalid: Message = /* @__PURE__ */ message('kit', 'invalid', `Invalid input`)
