import { message, type Message } from '../../locale'

export const serverError: Message = /* @__PURE__ */ message('kit', 'serverError', `The server had a problem. Please try again.`)
