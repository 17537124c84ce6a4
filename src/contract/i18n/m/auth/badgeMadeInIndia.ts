import { message, type Message } from '../../locale'

export const badgeMadeInIndia: Message = /* @__PURE__ */ message('auth', 'badgeMadeInIndia', `Made in India`)
