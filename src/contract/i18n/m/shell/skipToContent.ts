import { message, type Message } from '../../locale'

export const skipToContent: Message = /* @__PURE__ */ message('shell', 'skipToContent', `Skip to content`)
