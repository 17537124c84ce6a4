import { message, type Message } from '../../locale'

export const goToDashboard: Message = /* @__PURE__ */ message('shell', 'goToDashboard', `Go to dashboard`)
