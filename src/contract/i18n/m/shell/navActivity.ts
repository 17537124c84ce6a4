import { message, type Message } from '../../locale'

export const navActivity: Message = /* @__PURE__ */ message('shell', 'navActivity', `Activity`)
