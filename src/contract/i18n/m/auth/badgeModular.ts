import { message, type Message } from '../../locale'

export const badgeModular: Message = /* @__PURE__ */ message('auth', 'badgeModular', `Modular`)
