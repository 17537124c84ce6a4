import { message, type Message } from '../../locale'

export const navSupport: Message = /* @__PURE__ */ message('shell', 'navSupport', `Support`)
