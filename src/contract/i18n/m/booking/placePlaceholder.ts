import { message, type Message } from '../../locale'

export const placePlaceholder: Message = /* @__PURE__ */ message('booking', 'placePlaceholder', `Type a place or area`)
