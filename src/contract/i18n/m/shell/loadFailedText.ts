import { message, type Message } from '../../locale'

export const loadFailedText: Message = /* @__PURE__ */ message('shell', 'loadFailedText', `The connection dropped while it was loading. It will load by itself as soon as you are back online.`)
