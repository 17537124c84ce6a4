import { message, type Message } from '../../locale'

export const verbNoted: Message = /* @__PURE__ */ message('history', 'verbNoted', `added a note to`)
