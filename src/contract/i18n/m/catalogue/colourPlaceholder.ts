import { message, type Message } from '../../locale'

export const colourPlaceholder: Message = /* @__PURE__ */ message('catalogue', 'colourPlaceholder', `e.g. Indigo`)
