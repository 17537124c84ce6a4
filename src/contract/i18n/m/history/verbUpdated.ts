import { message, type Message } from '../../locale'

export const verbUpdated: Message = /* @__PURE__ */ message('history', 'verbUpdated', `changed`)
