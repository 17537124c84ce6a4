import { message, type Message } from '../../locale'

export const toLightTheme: Message = /* @__PURE__ */ message('shell', 'toLightTheme', `Switch to light theme`)
