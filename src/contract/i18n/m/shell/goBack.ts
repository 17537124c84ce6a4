import { message, type Message } from '../../locale'

export const goBack: Message = /* @__PURE__ */ message('shell', 'goBack', `Go back`)
