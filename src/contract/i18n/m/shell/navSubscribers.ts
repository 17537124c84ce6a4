import { message, type Message } from '../../locale'

export const navSubscribers: Message = /* @__PURE__ */ message('shell', 'navSubscribers', `Subscribers`)
