import { message, type Message } from '../../locale'

export const yes: Message = /* @__PURE__ */ message('form', 'yes', `Yes`)
