import { message, type Message } from '../../locale'

export const validPhone: Message = /* @__PURE__ */ message('team', 'validPhone', `Enter a 10-digit Indian mobile number`)
