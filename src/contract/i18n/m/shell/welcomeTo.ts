import { message, type Message } from '../../locale'

export const welcomeTo: Message = /* @__PURE__ */ message('shell', 'welcomeTo', `Welcome to`)
