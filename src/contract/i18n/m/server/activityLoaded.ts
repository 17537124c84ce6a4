import { message, type Message } from '../../locale'

export const activityLoaded: Message = /* @__PURE__ */ message('server', 'activityLoaded', `Activity loaded`)
