import { message, type Message } from '../../locale'

export const pageMissingText: Message = /* @__PURE__ */ message('shell', 'pageMissingText', `The link may be old or mistyped.`)
