import { message, type Message } from '../../locale'

export const characters: Message = /* @__PURE__ */ message('form', 'characters', `characters`)
