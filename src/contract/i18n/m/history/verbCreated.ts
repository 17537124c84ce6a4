import { message, type Message } from '../../locale'

export const verbCreated: Message = /* @__PURE__ */ message('history', 'verbCreated', `created`)
