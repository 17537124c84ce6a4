import { message, type Message } from '../../locale'

export const mainNav: Message = /* @__PURE__ */ message('shell', 'mainNav', `Main`)
