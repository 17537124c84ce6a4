import { message, type Message } from '../../locale'

export const unknownError: Message = /* @__PURE__ */ message('kit', 'unknownError', `Unknown error`)
