import { message, type Message } from '../../locale'

export const navOverview: Message = /* @__PURE__ */ message('shell', 'navOverview', `Overview`)
