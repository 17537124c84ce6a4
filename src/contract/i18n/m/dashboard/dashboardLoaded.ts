import { message, type Message } from '../../locale'

export const dashboardLoaded: Message = /* @__PURE__ */ message('dashboard', 'dashboardLoaded', `Dashboard loaded`)
