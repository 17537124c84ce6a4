import { message, type Message } from '../../locale'

export const endBeforeStart: Message = /* @__PURE__ */ message('ads', 'endBeforeStart', `End date cannot be before the start date`)
