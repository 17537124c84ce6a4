import { message, type Message } from '../../locale'

export const placeHint: Message = /* @__PURE__ */ message('booking', 'placeHint', `Type two letters of a place or area`)
