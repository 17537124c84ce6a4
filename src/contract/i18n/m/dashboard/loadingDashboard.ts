import { message, type Message } from '../../locale'

export const loadingDashboard: Message = /* @__PURE__ */ message('dashboard', 'loadingDashboard', `Loading dashboard`)
