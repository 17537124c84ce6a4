import { message, type Message } from '../../locale'

export const activityDescription: Message = /* @__PURE__ */ message('history', 'activityDescription', `Who changed what, when, and from what to what, across your organisation.`)
