import { message, type Message } from '../../locale'

export const phonePlaceholder: Message = /* @__PURE__ */ message('team', 'phonePlaceholder', `98765 43210`)
