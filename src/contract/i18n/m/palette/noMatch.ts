import { message, type Message } from '../../locale'

export const noMatch: Message = /* @__PURE__ */ message('palette', 'noMatch', `No screens or actions match`)
