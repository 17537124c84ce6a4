import { message, type Message } from '../../locale'

export const statusDraft: Message = /* @__PURE__ */ message('ads', 'statusDraft', `Draft`)
