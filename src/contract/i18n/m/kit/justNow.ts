import { message, type Message } from '../../locale'

export const justNow: Message = /* @__PURE__ */ message('kit', 'justNow', `just now`)
