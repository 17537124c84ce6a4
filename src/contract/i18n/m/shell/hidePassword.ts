import { message, type Message } from '../../locale'

export const hidePassword: Message = /* @__PURE__ */ message('shell', 'hidePassword', `Hide password`)
