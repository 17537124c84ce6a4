import { message, type Message } from '../../locale'

export const verbBulk: Message = /* @__PURE__ */ message('history', 'verbBulk', `changed in bulk`)
