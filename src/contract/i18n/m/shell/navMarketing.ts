import { message, type Message } from '../../locale'

export const navMarketing: Message = /* @__PURE__ */ message('shell', 'navMarketing', `Marketing`)
