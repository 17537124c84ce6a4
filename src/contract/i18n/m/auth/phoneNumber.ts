import { message, type Message } from '../../locale'

export const phoneNumber: Message = /* @__PURE__ */ message('auth', 'phoneNumber', `Phone number`)
