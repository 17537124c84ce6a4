import { message, type Message } from '../../locale'

export const templateNamePlaceholder: Message = /* @__PURE__ */ message('catalogue', 'templateNamePlaceholder', `e.g. Cotton kurta`)
