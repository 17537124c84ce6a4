import { message, type Message } from '../../locale'

export const navDashboard: Message = /* @__PURE__ */ message('shell', 'navDashboard', `Dashboard`)
