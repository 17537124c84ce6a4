import { message, type Message } from '../../locale'

export const verbStatus: Message = /* @__PURE__ */ message('history', 'verbStatus', `changed the status of`)
