import { message, type Message } from '../../locale'

export const brandOne: Message = /* @__PURE__ */ message('catalogue', 'brandOne', `brand`)
