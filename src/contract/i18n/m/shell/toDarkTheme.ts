import { message, type Message } from '../../locale'

export const toDarkTheme: Message = /* @__PURE__ */ message('shell', 'toDarkTheme', `Switch to dark theme`)
