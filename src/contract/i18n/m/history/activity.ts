import { message, type Message } from '../../locale'

export const activity: Message = /* @__PURE__ */ message('history', 'activity', `Activity`)
