import { message, type Message } from '../../locale'

export const pickLanguage: Message = /* @__PURE__ */ message('auth', 'pickLanguage', `Choose English or Hindi`)
