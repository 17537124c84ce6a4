import { message, type Message } from '../../locale'

export const back: Message = /* @__PURE__ */ message('money', 'back', `Back`)
