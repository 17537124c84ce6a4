import { message, type Message } from '../../locale'

export const navEmployees: Message = /* @__PURE__ */ message('shell', 'navEmployees', `Survey employees`)
