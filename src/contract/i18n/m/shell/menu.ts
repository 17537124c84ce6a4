import { message, type Message } from '../../locale'

export const menu: Message = /* @__PURE__ */ message('shell', 'menu', `Menu`)
