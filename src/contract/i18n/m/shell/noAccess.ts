import { message, type Message } from '../../locale'

export const noAccess: Message = /* @__PURE__ */ message('shell', 'noAccess', `You do not have access to this page`)
