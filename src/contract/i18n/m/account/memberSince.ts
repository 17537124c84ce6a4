import { message, type Message } from '../../locale'

export const memberSince: Message = /* @__PURE__ */ message('account', 'memberSince', `Member since`)
