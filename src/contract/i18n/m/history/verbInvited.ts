import { message, type Message } from '../../locale'

export const verbInvited: Message = /* @__PURE__ */ message('history', 'verbInvited', `invited`)
