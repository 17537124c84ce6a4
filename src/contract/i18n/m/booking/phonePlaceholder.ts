import { message, type Message } from '../../locale'

export const phonePlaceholder: Message = /* @__PURE__ */ message('booking', 'phonePlaceholder', `+91 98xxxxxxxx`)
