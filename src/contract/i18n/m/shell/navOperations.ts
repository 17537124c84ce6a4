import { message, type Message } from '../../locale'

export const navOperations: Message = /* @__PURE__ */ message('shell', 'navOperations', `Operations`)
