import { message, type Message } from '../../locale'

export const navAccount: Message = /* @__PURE__ */ message('shell', 'navAccount', `Account`)
